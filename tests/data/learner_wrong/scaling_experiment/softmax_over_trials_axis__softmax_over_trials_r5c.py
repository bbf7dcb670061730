# mistake: the softmax normalises over axis 0 (the trials) instead of over the keys of each trial
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d = q.shape[1]
    raw = np.einsum("nkd,nd->nk", k, q)
    var, ent, mg = [], [], []
    for s in (raw, raw / np.sqrt(d)):
        var.append(np.var(s))
        e = np.exp(s - s.max(axis=0, keepdims=True))
        p = e / e.sum(axis=0, keepdims=True)
        t = np.zeros_like(p)
        np.multiply(p, np.log(p, where=p > 0, out=np.zeros_like(p)), out=t)
        ent.append(-t.sum(axis=1).mean())
        mg.append((p * (1 - p)).max(axis=1).mean())
    return np.array(var), np.array(ent), np.array(mg)
