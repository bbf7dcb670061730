# WRONG: softmax (and so entropy and max_grad) is taken over the trials axis (axis 0) instead of over the keys of each trial.
import math
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("q must be (n_trials, d_k) and k (n_trials, n_keys, d_k)")
    s_raw = np.einsum("nd,nkd->nk", q, k)
    res = []
    for s in (s_raw, s_raw / math.sqrt(q.shape[1])):
        p = np.exp(s - s.max(0))
        p = p / p.sum(0)
        ent = -(p * np.log(np.clip(p, 1e-300, None))).sum(0)
        res.append((np.var(s), ent.mean(), (p * (1 - p)).max(0).mean()))
    v, e, g = zip(*res)
    return np.array(v), np.array(e), np.array(g)
