# MISTAKE: Uses .T (which reverses ALL axes) instead of swapping the last two axes; correct for 2-D inputs but wrong/crashing for batched (..., q_len, d) inputs.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v); grad_out = np.asarray(grad_out)
    d = q.shape[-1]
    S = q @ k.T / np.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    m = np.max(S, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    E = np.exp(S - m)
    Z = E.sum(axis=-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1.0), 0.0)
    dV = P.T @ grad_out
    dP = grad_out @ v.T
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dQ = dS @ k / np.sqrt(d)
    dK = dS.T @ q / np.sqrt(d)
    return dQ.astype(q.dtype, copy=False), dK.astype(k.dtype, copy=False), dV.astype(v.dtype, copy=False)
