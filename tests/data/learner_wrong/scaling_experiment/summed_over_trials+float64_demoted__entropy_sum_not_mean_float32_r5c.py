# mistakes: the entropy is summed over the trials instead of averaged AND the scores are computed in float32 (np.float32 cast for "speed")
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d = q.shape[1]
    raw = np.einsum("nkd,nd->nk", k.astype(np.float32), q.astype(np.float32))
    var, ent, mg = [], [], []
    for s in (raw, raw / np.float32(np.sqrt(d))):
        var.append(np.var(s))
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        p = e / e.sum(axis=-1, keepdims=True)
        pl = np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0)
        ent.append(-pl.sum())
        mg.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(var), np.array(ent), np.array(mg)
