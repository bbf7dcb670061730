# Softmax without subtracting the row max: exp overflows for large raw scores (inf/inf = NaN entropy and max_grad) and underflows to 0/0 when all scores of a trial are far below zero.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    raw = (k @ q[:, :, None])[..., 0]
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(q.shape[1])):
        e = np.exp(s)
        p = e / e.sum(axis=1, keepdims=True)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        var.append(np.var(s))
        ent.append(-plogp.sum(axis=1).mean())
        mg.append((p * (1 - p)).max(axis=1).mean())
    return np.array(var), np.array(ent), np.array(mg)
