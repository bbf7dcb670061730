# MISTAKE: The variance is computed per trial over its keys and then averaged (np.var(s, axis=-1).mean()) instead of over all n_trials * n_keys scores at once.
# MISTAKE: The entropy uses np.log2 (bits) instead of the natural log (nats).
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("expected q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / np.sqrt(d_k)):
        variance.append(np.var(s, axis=-1).mean())
        z = s - s.max(axis=-1, keepdims=True)
        p = np.exp(z)
        p = p / p.sum(axis=-1, keepdims=True)
        logp = np.log2(np.where(p > 0, p, 1.0))
        entropy.append(np.mean(-(p * logp).sum(axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
