import math
import numpy as np


def attention_scores(q, k):
    # loop over the broadcast batch axes, one 2-D product per (batch, head)
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k mismatch: {q.shape[-1]} vs {k.shape[-1]}")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    dtype = np.result_type(q, k)
    out = np.empty(lead + (q.shape[-2], k.shape[-2]), dtype=dtype)
    inv = 1.0 / math.sqrt(q.shape[-1])
    for idx in np.ndindex(*lead):
        out[idx] = (qb[idx] @ kb[idx].swapaxes(-1, -2)) * dtype.type(inv)
    return out
