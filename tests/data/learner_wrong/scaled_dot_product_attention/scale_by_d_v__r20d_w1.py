# MISTAKE: the scale uses the VALUE size, 1/sqrt(d_v) (v.shape[-1]), instead of 1/sqrt(d_k);
# wrong whenever d_v != d_k.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    nq, nk, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2],
                               () if mask is None else np.shape(mask)[:-2])
    Q = np.broadcast_to(q, lead + q.shape[-2:])
    K = np.broadcast_to(k, lead + k.shape[-2:])
    V = np.broadcast_to(v, lead + v.shape[-2:])
    M = np.ones(lead + (nq, nk), bool) if mask is None else np.broadcast_to(mask, lead + (nq, nk))
    scale = math.sqrt(v.shape[-1])
    out = np.zeros(lead + (nq, dv), dt)
    W = np.zeros(lead + (nq, nk), dt)
    for idx in np.ndindex(*lead):
        for i in range(nq):
            sc = [float(np.dot(Q[idx + (i,)], K[idx + (j,)])) / scale if M[idx + (i, j)] else None
                  for j in range(nk)]
            allowed = [x for x in sc if x is not None]
            if not allowed:
                continue
            mx = max(allowed)
            ex = [0.0 if x is None else math.exp(x - mx) for x in sc]
            z = sum(ex)
            for j in range(nk):
                W[idx + (i, j)] = ex[j] / z
            out[idx + (i,)] = sum(ex[j] / z * V[idx + (j,)] for j in range(nk))
    return out, W
