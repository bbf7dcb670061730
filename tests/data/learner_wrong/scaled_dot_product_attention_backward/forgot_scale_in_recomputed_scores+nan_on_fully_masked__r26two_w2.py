# MISTAKE: P is recomputed from the unscaled scores q k^T (the 1/sqrt(d) is missing in the forward recomputation).
# MISTAKE: the recomputed softmax has no guard for fully masked rows, so they produce NaN in P and hence in every gradient.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1]).item()
    kT = np.swapaxes(k, -1, -2)
    S = q @ kT
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    S = S - S.max(axis=-1, keepdims=True)
    P = np.exp(S)
    P = P / P.sum(axis=-1, keepdims=True)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(axis=-1, keepdims=True))
    dQ = dS @ k * scale
    dK = np.swapaxes(dS, -1, -2) @ q * scale
    t = q.dtype
    return dQ.astype(t), dK.astype(t), dV.astype(t)
