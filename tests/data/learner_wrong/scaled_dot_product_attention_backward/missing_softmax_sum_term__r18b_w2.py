# MISTAKE: dS = P * dP -- forgets to subtract the row sum sum(dP * P) in the softmax backward.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = q @ np.swapaxes(k, -1, -2) / np.sqrt(d)
    if mask is not None:
        allow = np.broadcast_to(np.asarray(mask, dtype=bool), S.shape)
    else:
        allow = np.ones_like(S, dtype=bool)
    S = np.where(allow, S, -np.inf)
    m = np.max(S, axis=-1, keepdims=True)
    m = np.where(np.isinf(m), 0.0, m)
    E = np.where(allow, np.exp(S - m), 0.0)
    Z = np.sum(E, axis=-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1.0), 0.0)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * dP
    dQ = dS @ k / np.sqrt(d)
    dK = np.swapaxes(dS, -1, -2) @ q / np.sqrt(d)
    return dQ.astype(q.dtype), dK.astype(k.dtype), dV.astype(v.dtype)
