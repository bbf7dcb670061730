"""Correct: one loop over the raw and the scaled scores."""
import math
import numpy as np

def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("shapes")
    raw = (k @ q[:, :, None])[..., 0]
    var, ent, grad = [], [], []
    for s in (raw, raw / math.sqrt(q.shape[1])):
        p = np.exp(s - s.max(-1, keepdims=True))
        p /= p.sum(-1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.where(p > 0, p * np.log(p), 0.0).sum(-1)
        var.append(s.var())
        ent.append(h.mean())
        grad.append((p * (1 - p)).max(-1).mean())
    return np.array(var), np.array(ent), np.array(grad)
