# CORRECT: einsum scores, a helper computing pooled variance, mean entropy (0 log 0 = 0) and mean max p(1-p) for raw and scaled.
import math
import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    logp = np.log(p, out=np.zeros_like(p), where=p > 0)
    ent = -(p * logp).sum(axis=-1)
    grad = (p * (1 - p)).max(axis=-1)
    return np.var(s), ent.mean(), grad.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, keys, d), got {q.shape} and {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    scaled = raw / math.sqrt(d_k)
    r, s = _stats(raw), _stats(scaled)
    return tuple(np.array([r[i], s[i]], dtype=np.float64) for i in range(3))
