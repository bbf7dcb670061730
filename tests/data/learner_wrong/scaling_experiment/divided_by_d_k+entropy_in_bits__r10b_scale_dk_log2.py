# wrong: the scaled case divides by d_k instead of sqrt(d_k), AND the entropy is in bits (log2) instead of nats; variance of all scores and max_grad formula correct
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    d = q.shape[1]
    raw = (k @ q[:, :, None])[..., 0]
    res = []
    for s in (raw, raw / d):
        z = s - s.max(-1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(-1, keepdims=True)
        lp = np.log2(np.where(p > 0, p, 1.0))
        res.append((s.var(), -(p * lp).sum(-1).mean(), (p - p * p).max(-1).mean()))
    return tuple(np.array(c) for c in zip(*res))
