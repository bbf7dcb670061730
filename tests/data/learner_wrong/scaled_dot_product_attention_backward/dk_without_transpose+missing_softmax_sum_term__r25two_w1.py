# MISTAKE: The softmax backward drops the row-sum term: dS = P * dP instead of P * (dP - sum(dP * P, -1)).
# MISTAKE: dk is computed as dS @ q without transposing dS (should be dS^T @ q), wrong values for q_len == k_len and a shape error otherwise.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    grad_out = np.asarray(grad_out)
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = q @ np.swapaxes(k, -1, -2) * scale
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    p = np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * dp
    dq = ds @ k * scale
    dk = ds @ q * scale
    return dq.astype(q.dtype, copy=False), dk.astype(q.dtype, copy=False), dv.astype(q.dtype, copy=False)
