# mistake: variance = mean over trials of each trial's variance over its keys, not the variance of all scores
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shapes")
    d = q.shape[-1]
    raw = np.einsum("tkd,td->tk", k, q)
    res = []
    for s in (raw, raw / np.sqrt(d)):
        var = np.var(s, axis=1).mean()
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z) / np.exp(z).sum(axis=1, keepdims=True)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0)
        ent = (-plogp.sum(axis=1)).mean()
        mg = (p * (1 - p)).max(axis=1).mean()
        res.append((var, ent, mg))
    res = np.array(res)
    return res[:, 0], res[:, 1], res[:, 2]
