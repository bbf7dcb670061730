# Wrong: the softmax (written as explicit loops over rows) does not subtract the row maximum, so scores above ~88 (float32) / ~709 (float64) overflow exp to inf and the row becomes NaN. Masking, fully masked rows, scale and dtype are right.
import numpy as np


def _softmax_row(row):
    e = np.exp(row)
    total = e.sum()
    if total == 0:
        return np.zeros_like(row)
    return e / total


def scaled_dot_product_attention(q, k, v, mask=None):
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len, k_len = q.shape[-2], k.shape[-2]
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    vb = np.broadcast_to(v, lead + v.shape[-2:])
    if mask is None:
        mb = np.ones(lead + (q_len, k_len), dtype=bool)
    else:
        mb = np.broadcast_to(mask, lead + (q_len, k_len))
    dt = q.dtype
    scale = dt.type(1.0 / np.sqrt(q.shape[-1]))
    weights = np.zeros(lead + (q_len, k_len), dtype=dt)
    out = np.zeros(lead + (q_len, v.shape[-1]), dtype=dt)
    for idx in np.ndindex(*lead):
        for i in range(q_len):
            row = np.full(k_len, -np.inf, dtype=dt)
            for j in range(k_len):
                if mb[idx + (i, j)]:
                    row[j] = np.dot(qb[idx + (i,)], kb[idx + (j,)]) * scale
            w = _softmax_row(row)
            weights[idx + (i,)] = w
            out[idx + (i,)] = w @ vb[idx]
    return out, weights
