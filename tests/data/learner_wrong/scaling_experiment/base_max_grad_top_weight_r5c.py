# correct: p_max (1 - p_max) equals max_j p_j (1 - p_j) (if p_max > 0.5 every other p_j <= 1 - p_max)
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d = q.shape[1]
    out = np.zeros((3, 2))
    for j, c in enumerate([1.0, 1.0 / np.sqrt(d)]):
        s = np.einsum("nkd,nd->nk", k, q) * c
        out[0, j] = s.var()
        s = s - s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        logp = np.log(p, out=np.zeros_like(p), where=p > 0)
        out[1, j] = -(p * logp).sum(axis=1).mean()
        pm = p.max(axis=1)
        out[2, j] = (pm * (1 - pm)).mean()
    return out[0], out[1], out[2]
