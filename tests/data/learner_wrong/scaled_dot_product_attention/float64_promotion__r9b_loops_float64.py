# WRONG: dtype only — writes into np.zeros(...) buffers of the default dtype and multiplies by scale = 1.0 / np.sqrt(d_k) (a NumPy float64 scalar), so float32 inputs give float64 output and weights; the math itself (scale, -inf mask, stable safe softmax) is right.
import numpy as np


def _softmax_row(row, allowed):
    if not allowed.any():
        return np.zeros_like(row)
    r = np.where(allowed, row, -np.inf)
    r = np.exp(r - r[allowed].max())
    return r / r.sum()


def scaled_dot_product_attention(q, k, v, mask=None):
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    ql, kl, dv = q.shape[-2], k.shape[-2], v.shape[-1]
    qb = np.broadcast_to(q, lead + q.shape[-2:])
    kb = np.broadcast_to(k, lead + k.shape[-2:])
    vb = np.broadcast_to(v, lead + v.shape[-2:])
    mb = np.ones(lead + (ql, kl), bool) if mask is None else np.broadcast_to(mask, lead + (ql, kl))
    weights = np.zeros(lead + (ql, kl))
    out = np.zeros(lead + (ql, dv))
    scale = 1.0 / np.sqrt(q.shape[-1])
    for idx in np.ndindex(*lead):
        for i in range(ql):
            row = np.array([np.dot(qb[idx][i], kb[idx][j]) * scale for j in range(kl)])
            w = _softmax_row(row, mb[idx][i])
            weights[idx + (i,)] = w
            out[idx + (i,)] = w @ vb[idx]
    return out, weights
