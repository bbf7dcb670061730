import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q, k, v = np.asarray(q), np.asarray(k), np.asarray(v)
    dt = np.result_type(q, k, v)
    Lq, D = q.shape[-2:]
    Lk, Dv = k.shape[-2], v.shape[-1]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2],
                               () if mask is None else np.shape(mask)[:-2])
    Q = np.broadcast_to(q, lead + (Lq, D)).reshape(-1, Lq, D)
    K = np.broadcast_to(k, lead + (Lk, D)).reshape(-1, Lk, D)
    V = np.broadcast_to(v, lead + (Lk, Dv)).reshape(-1, Lk, Dv)
    if mask is None:
        M = np.ones((Q.shape[0], Lq, Lk), dtype=bool)
    else:
        M = np.broadcast_to(np.asarray(mask, dtype=bool), lead + (Lq, Lk)).reshape(-1, Lq, Lk)
    n = Q.shape[0]
    W = np.zeros((n, Lq, Lk), dtype=dt)     # preallocated outputs, C-style
    O = np.zeros((n, Lq, Dv), dtype=dt)
    inv = 1.0 / math.sqrt(D)
    for b in range(n):
        for i in range(Lq):
            allowed = M[b, i]
            if not allowed.any():
                continue                      # fully masked row stays zero
            row = np.full(Lk, -np.inf)
            for j in range(Lk):
                if allowed[j]:
                    row[j] = float(np.dot(Q[b, i].astype(np.float64), K[b, j].astype(np.float64))) * inv
            mx = row[allowed].max()
            ex = np.zeros(Lk)
            ex[allowed] = np.exp(row[allowed] - mx)
            p = ex / ex.sum()
            W[b, i] = p
            O[b, i] = p @ V[b].astype(np.float64)
    return O.reshape(lead + (Lq, Dv)), W.reshape(lead + (Lq, Lk))
