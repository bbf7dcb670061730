# MISTAKE: the "scaled" column divides the scores by d_k instead of sqrt(d_k) (line `scaled = raw / d`).
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    n, d = q.shape
    raw = (k * q[:, None, :]).sum(-1)
    scaled = raw / d
    out_v, out_e, out_g = [], [], []
    for s in (raw, scaled):
        out_v.append(s.var())
        z = s - s.max(1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(1, keepdims=True)
        logp = np.log(np.clip(p, 1e-300, None))
        out_e.append(np.mean(-(np.where(p > 0, p * logp, 0.0)).sum(1)))
        out_g.append(np.mean(np.max(p * (1 - p), axis=1)))
    return np.array(out_v), np.array(out_e), np.array(out_g)
