# wrong: two mistakes - softmax without subtracting the max (overflows to inf/NaN once raw scores reach ~±100, e.g. d_k = 1024), and max_grad is the single maximum of p(1-p) over all trials and keys instead of the mean over trials of each trial's maximum
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("shape mismatch")
    s_raw = np.einsum('tnd,td->tn', k, q)
    res = {"v": [], "h": [], "g": []}
    for s in (s_raw, s_raw / np.sqrt(q.shape[1])):
        e = np.exp(s)
        p = e / e.sum(-1, keepdims=True)
        res["v"].append(np.var(s))
        res["h"].append(np.mean(-np.sum(p * np.log(np.where(p > 0, p, 1)), -1)))
        res["g"].append(np.max(p * (1 - p)))
    return np.array(res["v"]), np.array(res["h"]), np.array(res["g"])
