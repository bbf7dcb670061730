# dS = P * dP: drops the "- rowsum(dP * P)" term of the softmax backward, so dq and dk are wrong (dv is right).
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = q @ np.swapaxes(k, -1, -2) / math.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    m = S.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    E = np.exp(S - m)
    Z = E.sum(-1, keepdims=True)
    P = np.where(Z > 0, E / np.where(Z > 0, Z, 1.0), 0.0)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * dP
    dQ = dS @ k / math.sqrt(d)
    dK = np.swapaxes(dS, -1, -2) @ q / math.sqrt(d)
    return dQ.astype(q.dtype), dK.astype(k.dtype), dV.astype(v.dtype)
