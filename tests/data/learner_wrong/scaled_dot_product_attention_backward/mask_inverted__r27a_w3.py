# MISTAKE: the mask polarity is inverted when recomputing P (positions where mask is True are set to -inf).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = q.shape[-1] ** -0.5
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, -np.inf, s)
    rmax = np.max(s, axis=-1, keepdims=True)
    rmax = np.where(rmax == -np.inf, 0.0, rmax)
    ex = np.exp(s - rmax)
    tot = np.sum(ex, axis=-1, keepdims=True)
    p = np.divide(ex, tot, out=np.zeros_like(ex), where=tot != 0)
    dv = np.matmul(np.swapaxes(p, -1, -2), grad_out)
    dp = np.matmul(grad_out, np.swapaxes(v, -1, -2))
    inner = np.sum(dp * p, axis=-1, keepdims=True)
    ds = p * (dp - inner)
    dq = np.matmul(ds, k) * scale
    dk = np.matmul(np.swapaxes(ds, -1, -2), q) * scale
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)
