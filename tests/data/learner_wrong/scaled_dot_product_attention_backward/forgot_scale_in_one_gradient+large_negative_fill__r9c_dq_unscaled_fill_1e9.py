# WRONG (two mistakes): dq = dS @ k is missing the 1/sqrt(d) factor, and masked scores are filled with -1e9 without a safe softmax, so a fully masked row gets uniform P (and gradients) instead of zeros.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sd = math.sqrt(q.shape[-1])
    kt = np.swapaxes(k, -1, -2)
    scores = q @ kt / sd
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    P = np.exp(scores)
    P = (P / P.sum(axis=-1, keepdims=True)).astype(q.dtype)
    dv = np.swapaxes(P, -1, -2) @ grad_out
    dP = grad_out @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dq = dS @ k
    dk = np.swapaxes(dS, -1, -2) @ q / sd
    return dq, dk, dv
