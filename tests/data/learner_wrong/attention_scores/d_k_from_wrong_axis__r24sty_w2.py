# MISTAKE: the scale uses k.shape[-2] (the number of keys, k_len) instead of k.shape[-1] (d_k), so it only looks right when k_len happens to equal d_k.
import itertools
import math

import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("last axes differ")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    n_q, n_k = q.shape[-2], k.shape[-2]
    inv = 1.0 / math.sqrt(k.shape[-2])
    out = np.empty(lead + (n_q, n_k), dtype=np.result_type(q, k))
    for idx in itertools.product(*map(range, lead)):
        for i, j in itertools.product(range(n_q), range(n_k)):
            out[idx + (i, j)] = np.dot(qb[idx + (i,)], kb[idx + (j,)]) * inv
    return out
