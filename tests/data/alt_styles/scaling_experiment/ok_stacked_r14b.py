import math
import numpy as np


def _stats(s):
    z = s - s.max(-1, keepdims=True)
    e = np.exp(z)
    p = e / e.sum(-1, keepdims=True)
    logp = z - np.log(e.sum(-1, keepdims=True))
    plogp = np.where(p > 0, p * logp, 0.0)
    return np.var(s), np.mean(-plogp.sum(-1)), np.mean(np.max(p * (1 - p), axis=-1))


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float); k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("need q (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    raw = np.einsum("tkd,td->tk", k, q)
    scaled = raw / math.sqrt(q.shape[1])
    a, b = _stats(raw), _stats(scaled)
    return tuple(np.array([x, y], dtype=float) for x, y in zip(a, b))
