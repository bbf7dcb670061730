# WRONG: the scaled scores are divided by d_k instead of sqrt(d_k) (index 1 of all three arrays is wrong; index 0 is right).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    d_k = q.shape[1]
    raw = (k @ q[:, :, None])[..., 0]
    var, ent, mg = [], [], []
    for s in (raw, raw / d_k):
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        var.append(np.var(s))
        ent.append(np.mean(-np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), axis=1)))
        mg.append(np.mean(np.max(p * (1 - p), axis=1)))
    return np.array(var), np.array(ent), np.array(mg)
