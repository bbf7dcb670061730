# mistake: the "scaled" column divides the scores by d_k instead of sqrt(d_k)
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    n, d = q.shape
    raw = np.einsum("nkd,nd->nk", k, q)
    out = []
    for s in (raw, raw / d):
        z = s - s.max(axis=-1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=-1, keepdims=True)
        h = -np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), axis=-1).mean()
        out.append((s.var(), h, np.max(p * (1 - p), axis=-1).mean()))
    out = np.array(out).T
    return out[0].copy(), out[1].copy(), out[2].copy()
