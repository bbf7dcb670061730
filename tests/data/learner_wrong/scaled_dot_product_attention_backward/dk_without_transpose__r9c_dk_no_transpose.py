# WRONG: dk = dS @ q / sqrt(d) without transposing dS (rows of dS are queries, not keys): wrong values for self-attention, a shape error when q_len != k_len.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = q @ np.swapaxes(k, -1, -2) / math.sqrt(d)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0.0, mx)
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    P = E / np.where(Z == 0, 1.0, Z)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(-1, keepdims=True))
    dQ = dS @ k / math.sqrt(d)
    dK = dS @ q / math.sqrt(d)
    return dQ.astype(q.dtype), dK.astype(q.dtype), dV.astype(q.dtype)
