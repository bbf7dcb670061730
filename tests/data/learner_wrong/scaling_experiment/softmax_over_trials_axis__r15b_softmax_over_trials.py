# WRONG: softmax normalised over the trials axis (axis=0) instead of over the keys of each trial; entropy/max_grad then taken per key column and averaged.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    s_raw = (k @ q[:, :, None])[..., 0]
    out = []
    for s in (s_raw, s_raw / np.sqrt(q.shape[1])):
        p = np.exp(s - s.max(axis=0, keepdims=True))
        p = p / p.sum(axis=0, keepdims=True)
        ent = -(p * np.log(np.clip(p, 1e-300, None))).sum(axis=0).mean()
        mg = (p * (1 - p)).max(axis=0).mean()
        out.append((np.var(s), ent, mg))
    v, e, g = zip(*out)
    return np.array(v), np.array(e), np.array(g)
