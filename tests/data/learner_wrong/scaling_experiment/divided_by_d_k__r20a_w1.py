# MISTAKE: the "scaled" column divides the scores by d_k instead of sqrt(d_k) (line `scaled = raw / d_k`).
import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError("bad shapes")
    d_k = q.shape[1]
    raw = (k * q[:, None, :]).sum(-1)
    scaled = raw / d_k
    variance, entropy, max_grad = [], [], []
    for s in (raw, scaled):
        variance.append(s.var())
        z = s - s.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        entropy.append(float(-(p * logp).sum(axis=1).mean()))
        max_grad.append(float((p - p * p).max(axis=1).mean()))
    return np.array(variance), np.array(entropy), np.array(max_grad)
