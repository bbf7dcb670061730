# MISTAKE: The variance uses the sample variance np.var(..., ddof=1) instead of the population variance (ddof 0).
# MISTAKE: The softmax normalises over the trials axis (axis=0) instead of over the keys of each trial (axis=-1).
import math

import numpy as np


def scaling_experiment(q, k):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    if q.ndim != 2 or k.ndim != 3 or k.shape[0] != q.shape[0] or k.shape[2] != q.shape[1]:
        raise ValueError(f"expected q (n, d) and k (n, n_keys, d), got {q.shape} and {k.shape}")
    d_k = q.shape[1]
    raw = np.einsum("tkd,td->tk", k, q)
    variance, entropy, max_grad = [], [], []
    for s in (raw, raw / math.sqrt(d_k)):
        variance.append(np.var(s, ddof=1))
        m = s.max(axis=0, keepdims=True)
        e = np.exp(s - m)
        p = e / e.sum(axis=0, keepdims=True)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1)), 0)
        entropy.append(np.mean(-plogp.sum(axis=-1)))
        max_grad.append(np.mean(np.max(p * (1 - p), axis=-1)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
