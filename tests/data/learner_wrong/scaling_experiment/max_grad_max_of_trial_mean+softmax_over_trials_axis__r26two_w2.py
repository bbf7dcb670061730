# MISTAKE: the softmax is taken over axis 0 (across trials) instead of over the keys of each trial.
# MISTAKE: max_grad is the max over keys of the trial-averaged p(1-p) instead of the mean over trials of each trial's max.
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3:
        raise ValueError("q must be 2-D and k 3-D")
    if k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shape mismatch between q and k")
    raw = np.einsum("nd,nkd->nk", q, k)
    res = {"var": [], "ent": [], "grad": []}
    for s in (raw, raw / np.sqrt(q.shape[-1])):
        res["var"].append(s.var())
        e = np.exp(s - s.max(axis=0, keepdims=True))
        p = e / e.sum(axis=0, keepdims=True)
        logp = np.log(np.where(p > 0, p, 1.0))
        res["ent"].append(-(p * logp).sum(axis=1).mean())
        res["grad"].append((p * (1 - p)).mean(axis=0).max())
    return np.array(res["var"]), np.array(res["ent"]), np.array(res["grad"])
