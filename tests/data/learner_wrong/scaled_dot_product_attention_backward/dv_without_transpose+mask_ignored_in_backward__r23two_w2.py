# MISTAKE: dv is computed as P @ grad_out (transpose of P forgotten) instead of P^T @ grad_out; it only runs when q_len == k_len and is wrong then.
# MISTAKE: The mask is ignored when recomputing P (plain softmax over all keys), so masked pairs get gradient.
import math

import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / math.sqrt(d)
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    p = e / e.sum(axis=-1, keepdims=True)

    dv = p @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    return (dq.astype(q.dtype, copy=False), dk.astype(k.dtype, copy=False),
            dv.astype(v.dtype, copy=False))
