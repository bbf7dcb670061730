# MISTAKE: the scale uses the number of KEYS, 1/sqrt(k_len), instead of 1/sqrt(d_k)
# (scale = math.sqrt(k.shape[-2])).
import math
import numpy as np


def attention_scores(q, k):
    q = np.asarray(q)
    k = np.asarray(k)
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("d_k differs")
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    Q = np.broadcast_to(q, lead + q.shape[-2:])
    K = np.broadcast_to(k, lead + k.shape[-2:])
    nq, nk, d = q.shape[-2], k.shape[-2], q.shape[-1]
    scale = math.sqrt(k.shape[-2])
    out = np.empty(lead + (nq, nk), dtype=np.result_type(q, k))
    for idx in np.ndindex(*lead):
        for i in range(nq):
            for j in range(nk):
                out[idx + (i, j)] = sum(Q[idx + (i, c)] * K[idx + (j, c)] for c in range(d)) / scale
    return out
