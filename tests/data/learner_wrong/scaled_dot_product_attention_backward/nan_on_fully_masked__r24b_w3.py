# MISTAKE: P is recomputed with a plain stable softmax (subtract row max, no empty-row guard), so a fully masked query row gives max = -inf, P = NaN and NaN gradients instead of P = 0 and no gradient.
import math

import numpy as np


def _softmax(x):
    x = x - x.max(axis=-1, keepdims=True)
    e = np.exp(x)
    return e / e.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    inv = 1.0 / math.sqrt(d)
    S = q @ np.swapaxes(k, -1, -2) * inv
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    P = _softmax(S)

    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dq = dS @ k * inv
    dk = np.swapaxes(dS, -1, -2) @ q * inv
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
