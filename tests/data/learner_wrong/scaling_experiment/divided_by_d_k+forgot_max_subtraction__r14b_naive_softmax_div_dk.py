# WRONG: softmax without max-subtraction (exp overflows for large d_k -> NaN/inf) AND the scaled scores are divided by d_k instead of sqrt(d_k).
import numpy as np


def scaling_experiment(q, k):
    if np.ndim(q) != 2 or np.ndim(k) != 3:
        raise ValueError("q must be 2-D, k 3-D")
    n, d = q.shape
    if k.shape[0] != n or k.shape[2] != d:
        raise ValueError("mismatch")
    s_raw = np.sum(k * q[:, None, :], axis=-1)
    res = []
    for s in (s_raw, s_raw / d):
        e = np.exp(s)
        p = e / e.sum(axis=1, keepdims=True)
        plogp = np.zeros_like(p)
        nz = p > 0
        plogp[nz] = p[nz] * np.log(p[nz])
        res.append((s.var(), -plogp.sum(1).mean(), np.max(p * (1 - p), 1).mean()))
    v, h, g = zip(*res)
    return np.array(v), np.array(h), np.array(g)
