# MISTAKE: d_k for the scale is read as k.shape[1], which is n_keys (k is (n_trials, n_keys, d_k)), so the "scaled" column divides by sqrt(n_keys) instead of sqrt(d_k).
import numpy as np


def _softmax(s):
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"shapes do not fit: q {q.shape}, k {k.shape}")
    n_trials, d_k = k.shape[0], k.shape[1]
    raw = np.einsum("td,tkd->tk", q, k)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(float(d_k))):
        p = _softmax(s)
        logp = np.log(np.where(p > 0, p, 1.0))
        variance.append(np.var(s))
        entropy.append((-(p * logp).sum(axis=1)).mean())
        max_grad.append((p * (1 - p)).max(axis=1).mean())
    return np.array(variance), np.array(entropy), np.array(max_grad)
