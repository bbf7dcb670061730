# WRONG: two mistakes: masks by multiplying the scores with the mask (masked scores become 0, not -inf, so masked keys still get weight and gradient); and the softmax-backward row term is summed over axis -2 (a column sum over queries) instead of the last axis.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    S = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d).astype(q.dtype)
    if mask is not None:
        S = S * mask
    S = S - S.max(axis=-1, keepdims=True)
    P = np.exp(S)
    P = P / P.sum(axis=-1, keepdims=True)
    dV = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - (dP * P).sum(axis=-2, keepdims=True))
    c = 1.0 / np.sqrt(d).astype(q.dtype)
    dQ = dS @ k * c
    dK = np.swapaxes(dS, -1, -2) @ q * c
    return dQ, dK, dV
