import math
import numpy as np


def _stats(s):
    z = s - s.max(axis=1, keepdims=True)
    log_norm = np.log(np.exp(z).sum(axis=1, keepdims=True))
    logp = z - log_norm
    p = np.exp(logp)
    entropy = -(p * logp).sum(axis=1).mean()
    max_grad = (p * (1.0 - p)).max(axis=1).mean()
    return s.var(), entropy, max_grad


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    if k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"shapes {q.shape} and {k.shape} do not fit")
    raw = np.einsum("tnd,td->tn", k, q)
    r = _stats(raw)
    s = _stats(raw / math.sqrt(q.shape[1]))
    return (np.array([r[0], s[0]]), np.array([r[1], s[1]]), np.array([r[2], s[2]]))
