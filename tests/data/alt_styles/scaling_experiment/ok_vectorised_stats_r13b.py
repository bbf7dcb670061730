import math
import numpy as np


def _stats(s):
    var = np.var(s)
    z = s - s.max(axis=1, keepdims=True)
    e = np.exp(z)
    p = e / e.sum(axis=1, keepdims=True)
    logp = z - np.log(e.sum(axis=1, keepdims=True))
    ent = -np.sum(np.where(p > 0, p * logp, 0.0), axis=1).mean()
    mg = np.max(p * (1 - p), axis=1).mean()
    return var, ent, mg


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, keys, d), got {q.shape} and {k.shape}")
    raw = np.einsum("tkd,td->tk", k, q)
    a = _stats(raw)
    b = _stats(raw / math.sqrt(q.shape[1]))
    return tuple(np.array([x, y], dtype=float) for x, y in zip(a, b))
