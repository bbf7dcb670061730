# wrong (extra, two mistakes): dv = P @ grad_out and dk = dS @ q without transposing P and dS (wrong values when q_len == k_len, shape error otherwise); dq right
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    S = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = np.max(S, -1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0).astype(S.dtype)
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    P = E / np.where(Z > 0, Z, 1)
    dv = P @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dq = (dS @ k) * scale
    dk = (dS @ q) * scale
    return dq, dk, dv
