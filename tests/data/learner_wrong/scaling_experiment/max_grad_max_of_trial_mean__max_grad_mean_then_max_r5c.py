# mistake: max_grad averages p(1-p) over the trials first, then takes the max over keys (mean and max in the wrong order)
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d = q.shape[1]
    raw = np.einsum("nkd,nd->nk", k, q)
    var, ent, mg = np.zeros(2), np.zeros(2), np.zeros(2)
    for i, s in enumerate((raw, raw / np.sqrt(d))):
        var[i] = s.var()
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        logp = np.log(np.where(p > 0, p, 1.0))
        ent[i] = -(p * logp).sum(axis=1).mean()
        mg[i] = (p * (1 - p)).mean(axis=0).max()
    return var, ent, mg
