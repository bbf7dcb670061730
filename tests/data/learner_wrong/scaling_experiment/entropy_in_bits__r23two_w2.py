# MISTAKE: The entropy is computed with log2 (bits) instead of the natural log (nats).
# MISTAKE: max_grad takes the largest weight first and then p_max * (1 - p_max), instead of max_j p_j (1 - p_j) (different whenever p_max > 0.5).
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
        variance.append(np.var(s))
        m = s.max(axis=-1, keepdims=True)
        e = np.exp(s - m)
        p = e / e.sum(axis=-1, keepdims=True)
        plogp = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1)), 0)
        entropy.append(np.mean(-plogp.sum(axis=-1)))
        p_max = p.max(axis=-1)
        max_grad.append(np.mean(p_max * (1 - p_max)))
    return np.array(variance), np.array(entropy), np.array(max_grad)
