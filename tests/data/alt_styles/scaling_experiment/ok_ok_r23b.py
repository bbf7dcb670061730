import math
import numpy as np


def _stats(s):
    m = s.max(axis=-1, keepdims=True)
    e = np.exp(s - m)
    p = e / e.sum(axis=-1, keepdims=True)
    plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
    ent = -plogp.sum(axis=-1)
    mg = (p * (1.0 - p)).max(axis=-1)
    return np.var(s), ent.mean(), mg.mean()


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n_trials, d_k) and k (n_trials, n_keys, d_k), got {q.shape}, {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum("td,tkd->tk", q, k)
    scaled = raw / math.sqrt(d_k)
    r = _stats(raw)
    s = _stats(scaled)
    variance = np.array([r[0], s[0]])
    entropy = np.array([r[1], s[1]])
    max_grad = np.array([r[2], s[2]])
    return variance, entropy, max_grad
