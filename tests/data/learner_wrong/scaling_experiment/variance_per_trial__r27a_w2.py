# MISTAKE: the variance is the mean of per-trial variances (np.var over the keys axis, then averaged) instead of the variance of all n_trials*n_keys scores.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    n, d = q.shape
    if k.shape[0] != n or k.shape[2] != d:
        raise ValueError("q and k do not match")
    raw = np.einsum('tkd,td->tk', k, q)
    out = np.zeros((3, 2))
    for col, s in enumerate([raw, raw / np.sqrt(d)]):
        z = s - s.max(axis=-1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=-1, keepdims=True)
        lp = np.log(p, out=np.zeros_like(p), where=p > 0)
        out[0, col] = np.var(s, axis=-1).mean()
        out[1, col] = np.mean(-np.sum(p * lp, axis=-1))
        out[2, col] = np.mean(np.max(p * (1 - p), axis=-1))
    return out[0], out[1], out[2]
