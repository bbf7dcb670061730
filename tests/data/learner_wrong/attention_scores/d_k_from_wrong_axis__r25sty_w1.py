# MISTAKE: divides by sqrt(k_len) (the number of keys, k.shape[-2]) instead of sqrt(d_k) = sqrt(q.shape[-1]).
import math
import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("feature sizes differ")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:]).reshape((-1,) + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:]).reshape((-1,) + k.shape[-2:])
    n, nq, d = qb.shape
    nk = kb.shape[1]
    out = np.zeros((n, nq, nk), dtype=q.dtype)
    scale = 1.0 / math.sqrt(nk)
    for b in range(n):
        for i in range(nq):
            for j in range(nk):
                acc = 0.0
                for t in range(d):
                    acc += qb[b, i, t] * kb[b, j, t]
                out[b, i, j] = acc * scale
    return out.reshape(lead + (nq, nk))
