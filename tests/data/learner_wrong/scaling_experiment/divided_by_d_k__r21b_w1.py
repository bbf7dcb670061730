# MISTAKE: the "scaled" column divides the scores by d_k instead of sqrt(d_k) (line `scaled = raw / d_k`).
import numpy as np


def scaling_experiment(q, k):
    if q.ndim != 2 or k.ndim != 3 or q.shape[0] != k.shape[0] or q.shape[1] != k.shape[2]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    raw = np.sum(k * q[:, None, :], axis=-1)
    scaled = raw / d_k
    var, ent, mg = [], [], []
    for s in (raw, scaled):
        s = s - s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        safe = np.where(p > 0, p, 1.0)
        ent.append(float(np.mean(-np.sum(p * np.log(safe), axis=1))))
        mg.append(float(np.mean(np.max(p * (1 - p), axis=1))))
    var = [np.var(raw), np.var(scaled)]
    return np.array(var), np.array(ent), np.array(mg)
