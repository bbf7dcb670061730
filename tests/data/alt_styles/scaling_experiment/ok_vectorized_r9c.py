import math
import numpy as np


def _stats(s):
    z = s - s.max(axis=-1, keepdims=True)
    e = np.exp(z)
    p = e / e.sum(axis=-1, keepdims=True)
    logp = z - np.log(e.sum(axis=-1, keepdims=True))
    ent = -np.sum(np.where(p > 0, p * logp, 0.0), axis=-1)
    mg = np.max(p * (1 - p), axis=-1)
    return np.var(s), ent.mean(), mg.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, keys, d), got {q.shape} and {k.shape}")
    raw = np.einsum("tkd,td->tk", k, q)
    scaled = raw / math.sqrt(q.shape[1])
    r, s = _stats(raw), _stats(scaled)
    return tuple(np.array([a, b]) for a, b in zip(r, s))
