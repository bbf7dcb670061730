# WRONG: max_grad = max over keys of the trial-MEAN of p(1-p) (mean then max, not mean of per-trial max) AND softmax without subtracting the max (overflow -> NaN for large raw scores).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shape")
    raw = np.einsum("ni,nki->nk", q, k)
    res = {"var": [], "ent": [], "mg": []}
    for s in (raw, raw / np.sqrt(q.shape[-1])):
        e = np.exp(s)
        p = e / e.sum(-1, keepdims=True)
        res["var"].append(s.var())
        lp = np.log(np.where(p > 0, p, 1))
        res["ent"].append(float(np.mean(-(p * lp).sum(-1))))
        res["mg"].append(float(np.max(np.mean(p * (1 - p), axis=0))))
    return np.array(res["var"]), np.array(res["ent"]), np.array(res["mg"])
