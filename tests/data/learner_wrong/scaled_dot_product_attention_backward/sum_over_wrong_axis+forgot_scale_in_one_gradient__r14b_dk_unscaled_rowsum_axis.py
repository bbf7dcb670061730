# WRONG: the softmax rowsum is taken over axis -2 (queries) instead of -1 (keys) AND dk is missing the 1/sqrt(d) factor.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / math.sqrt(q.shape[-1])
    kt = np.swapaxes(k, -1, -2)
    s = q @ kt * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    smax = np.max(s, axis=-1, keepdims=True)
    smax = np.where(np.isfinite(smax), smax, 0.0)
    p = np.exp(s - smax)
    tot = p.sum(-1, keepdims=True)
    p = np.divide(p, tot, out=np.zeros_like(p), where=tot > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-2, keepdims=True))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q
    return dq, dk, dv
