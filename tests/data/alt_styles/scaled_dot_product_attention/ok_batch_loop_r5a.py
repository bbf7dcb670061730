import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, k_len = q.shape[-2], k.shape[-2]
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    vb = np.broadcast_to(v, lead + v.shape[-2:])
    mb = None if mask is None else np.broadcast_to(mask, lead + (q_len, k_len))
    out = np.zeros(lead + (q_len, v.shape[-1]), dtype=q.dtype)
    w = np.zeros(lead + (q_len, k_len), dtype=q.dtype)
    scale = 1.0 / math.sqrt(q.shape[-1])
    for idx in np.ndindex(*lead):
        s = (qb[idx] @ kb[idx].T) * scale
        if mb is not None:
            s = np.where(mb[idx], s, -np.inf)
        for i in range(q_len):
            row = s[i]
            if np.isneginf(row).all():
                continue
            e = np.exp(row - row.max())
            w[idx + (i,)] = e / e.sum()
        out[idx] = w[idx] @ vb[idx]
    return out, w
