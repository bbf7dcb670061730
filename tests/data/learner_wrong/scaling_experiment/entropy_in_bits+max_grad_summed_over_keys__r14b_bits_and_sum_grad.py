# WRONG: entropy in bits (log2) instead of nats AND max_grad uses the sum over keys of p(1-p) instead of the max.
import numpy as np


def _softmax(x):
    x = x - x.max(-1, keepdims=True)
    e = np.exp(x)
    return e / e.sum(-1, keepdims=True)


def scaling_experiment(q, k):
    q = np.asarray(q, float); k = np.asarray(k, float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[::2] != q.shape:
        raise ValueError("shapes")
    raw = (k @ q[:, :, None])[..., 0]
    out = {"v": [], "h": [], "g": []}
    for s in (raw, raw / np.sqrt(q.shape[-1])):
        p = _softmax(s)
        out["v"].append(s.var())
        safe = np.where(p > 0, p, 1.0)
        out["h"].append(np.mean(-(p * np.log2(safe)).sum(-1)))
        out["g"].append(np.mean((p * (1 - p)).sum(-1)))
    return np.array(out["v"]), np.array(out["h"]), np.array(out["g"])
