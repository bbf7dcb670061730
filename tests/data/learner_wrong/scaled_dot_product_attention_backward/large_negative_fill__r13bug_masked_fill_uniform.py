# URL: https://github.com/d2l-ai/d2l-en/pull/2423
# Bug: masked scores filled with -1e6 (d2l masked_softmax) instead of -inf + zero rows, so a fully masked row gets uniform P (1/k_len) and nonzero dq/dk/dv flows through it.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -1e6)
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    p = e / e.sum(axis=-1, keepdims=True)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
