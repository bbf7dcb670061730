# wrong: entropy in bits (np.log2) instead of nats, and softmax without subtracting the max (overflows to NaN for large raw scores)
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    s = (k @ q[:, :, None])[..., 0]
    out = [[], [], []]
    for sc in (s, s / np.sqrt(q.shape[1])):
        e = np.exp(sc)
        p = e / e.sum(-1, keepdims=True)
        lp = np.log2(p, out=np.zeros_like(p), where=p > 0)
        out[0].append(np.var(sc))
        out[1].append(-(p * lp).sum(-1).mean())
        out[2].append((p * (1 - p)).max(-1).mean())
    return tuple(np.array(o) for o in out)
