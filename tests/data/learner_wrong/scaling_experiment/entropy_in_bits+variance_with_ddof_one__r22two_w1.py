# MISTAKE: The variance uses ddof=1 (sample variance) instead of the population variance np.var (ddof 0).
# MISTAKE: Entropy uses np.log2 (bits) instead of the natural log (nats).
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        p = _softmax(s)
        variance.append(np.var(s, ddof=1))
        logp = np.log2(np.where(p > 0, p, 1.0))
        entropy.append(np.mean(-np.sum(p * logp, axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
