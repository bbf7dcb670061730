# MISTAKE: P is recomputed with masked scores set to -1e9 instead of -inf and a plain softmax, so a fully masked query row gets uniform P instead of zeros and gradient leaks into dq, dk and dv through it.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    g = np.asarray(grad_out)
    d = q.shape[-1]
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(d)
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(axis=-1, keepdims=True)
    P = np.exp(s)
    P = P / P.sum(axis=-1, keepdims=True)
    dv = np.swapaxes(P, -1, -2) @ g
    dP = g @ np.swapaxes(v, -1, -2)
    dS = P * (dP - np.sum(dP * P, axis=-1, keepdims=True))
    dq = dS @ k / math.sqrt(d)
    dk = np.swapaxes(dS, -1, -2) @ q / math.sqrt(d)
    return (dq.astype(q.dtype, copy=False), dk.astype(k.dtype, copy=False),
            dv.astype(v.dtype, copy=False))
