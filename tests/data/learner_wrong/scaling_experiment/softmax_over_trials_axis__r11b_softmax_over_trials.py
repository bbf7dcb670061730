# WRONG: the softmax normalises over the trials axis (axis 0) instead of over the keys (axis -1); entropy and max_grad are still reduced over keys.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shapes")
    res = {"var": [], "ent": [], "mg": []}
    s0 = (k @ q[:, :, None])[..., 0]
    for s in (s0, s0 / np.sqrt(q.shape[1])):
        e = np.exp(s - s.max(0, keepdims=True))
        p = e / e.sum(0, keepdims=True)
        ent = -np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0), -1).mean()
        res["var"].append(s.var())
        res["ent"].append(ent)
        res["mg"].append((p * (1 - p)).max(-1).mean())
    return np.array(res["var"]), np.array(res["ent"]), np.array(res["mg"])
