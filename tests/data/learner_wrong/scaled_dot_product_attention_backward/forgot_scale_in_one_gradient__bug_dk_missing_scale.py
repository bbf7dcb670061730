# Bug report: https://github.com/Dao-AILab/flash-attention/issues/2651
# The softmax scale used for dK is lost (overwritten) in the backward: dk = dS^T q without / sqrt(d),
# while dq keeps the scale.
import math

import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    c = 1.0 / math.sqrt(d)
    s = q @ np.swapaxes(k, -1, -2) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * c
    dk = np.swapaxes(ds, -1, -2) @ q  # BUG: missing * c
    return dq, dk, dv
