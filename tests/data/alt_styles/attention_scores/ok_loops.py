import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q); k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k must have the same d_k")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    out = np.empty(lead + (q.shape[-2], k.shape[-2]), dtype=np.result_type(q, k))
    for idx in np.ndindex(*lead):
        out[idx] = qb[idx] @ kb[idx].T
    return out / out.dtype.type(math.sqrt(q.shape[-1]))
