"""Correct: one query row at a time, over every leading index (slow, but plainly right)."""
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, d_k, k_len, d_v = q.shape[-2], q.shape[-1], k.shape[-2], v.shape[-1]
    allowed = np.ones((q_len, k_len), dtype=bool) if mask is None else mask
    lead = np.broadcast_shapes(lead, np.shape(allowed)[:-2])
    qb = np.broadcast_to(q, lead + (q_len, d_k))
    kb = np.broadcast_to(k, lead + (k_len, d_k))
    vb = np.broadcast_to(v, lead + (k_len, d_v))
    mb = np.broadcast_to(allowed, lead + (q_len, k_len))
    out = np.zeros(lead + (q_len, d_v), dtype=q.dtype)
    weights = np.zeros(lead + (q_len, k_len), dtype=q.dtype)
    for idx in np.ndindex(*lead):
        for i in range(q_len):
            scores = [float(np.dot(qb[idx][i], kb[idx][j])) / math.sqrt(d_k) for j in range(k_len)]
            keep = [j for j in range(k_len) if mb[idx][i, j]]
            if not keep:
                continue  # fully masked: zeros
            top = max(scores[j] for j in keep)
            e = {j: math.exp(scores[j] - top) for j in keep}
            total = sum(e.values())
            for j in keep:
                weights[idx][i, j] = e[j] / total
                out[idx][i] += weights[idx][i, j] * vb[idx][j]
    return out, weights
