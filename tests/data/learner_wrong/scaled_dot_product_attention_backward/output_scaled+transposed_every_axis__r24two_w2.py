# MISTAKE: Transposes with .T, which reverses every axis of batched (..., q_len, k_len) arrays instead of swapping only the last two.
# MISTAKE: dq is multiplied by sqrt(d) instead of divided by it.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    s = (q @ k.T) / np.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    row_max = np.max(s, axis=-1, keepdims=True)
    row_max = np.where(np.isinf(row_max), 0.0, row_max)
    p = np.exp(s - row_max)
    tot = p.sum(axis=-1, keepdims=True)
    p = np.where(tot > 0, p / np.where(tot > 0, tot, 1.0), 0.0)
    dv = p.T @ grad_out
    dp = grad_out @ v.T
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = ds @ k * np.sqrt(d)
    dk = ds.T @ q / np.sqrt(d)
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
