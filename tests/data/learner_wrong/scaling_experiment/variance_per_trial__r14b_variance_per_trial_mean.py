# WRONG: variance is computed per trial over the keys and then averaged (np.var(s, axis=1).mean()) instead of np.var over all n_trials*n_keys scores.
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    d = q.shape[1]
    var, ent, mg = [], [], []
    for s in (np.einsum("nkd,nd->nk", k, q), np.einsum("nkd,nd->nk", k, q) / np.sqrt(d)):
        var.append(np.var(s, axis=1).mean())
        p = np.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.where(p > 0, p * np.log(p), 0).sum(axis=1)
        ent.append(h.mean())
        mg.append((p * (1 - p)).max(axis=1).mean())
    return np.array(var), np.array(ent), np.array(mg)
