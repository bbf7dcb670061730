# WRONG: variance with ddof=1 (sample variance) instead of np.var ddof 0, AND entropy in bits (log2) instead of nats.
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[-1] != q.shape[-1]:
        raise ValueError("shapes")
    d_k = q.shape[1]
    scores = [np.einsum("nkd,nd->nk", k, q)]
    scores.append(scores[0] / np.sqrt(d_k))
    var = np.array([s.var(ddof=1) for s in scores])
    ent, mg = [], []
    for s in scores:
        p = _softmax(s)
        with np.errstate(divide="ignore", invalid="ignore"):
            h = -np.nansum(p * np.log2(p), axis=-1)
        ent.append(h.mean())
        mg.append((p * (1 - p)).max(axis=-1).mean())
    return var, np.array(ent), np.array(mg)
