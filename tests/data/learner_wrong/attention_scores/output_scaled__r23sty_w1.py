# MISTAKE: The scale is written `d_k ** 1/2`, which Python parses as (d_k ** 1) / 2 = d_k / 2, so the scores are divided by d_k/2 instead of sqrt(d_k) (it only happens to be right for d_k = 4).
import numpy as np


def _dot(u, w):
    total = 0.0
    for a, b in zip(u, w):
        total += a * b
    return total


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    d_k = q.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    out = np.empty(lead + (q.shape[-2], k.shape[-2]), dtype=np.result_type(q, k))
    scale = d_k ** 1/2
    for idx in np.ndindex(*lead):
        for i in range(q.shape[-2]):
            for j in range(k.shape[-2]):
                out[idx + (i, j)] = _dot(qb[idx + (i,)], kb[idx + (j,)]) / scale
    return out
