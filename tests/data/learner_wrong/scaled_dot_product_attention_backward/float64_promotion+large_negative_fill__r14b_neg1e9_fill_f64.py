# WRONG: masked scores filled with -1e9 (a fully masked row gets uniform P, so dv/dq/dk get gradient there instead of 0) AND scale = 1/np.sqrt(int) (float64) promotes float32 results to float64.
import numpy as np


def _fwd_probs(q, k, mask, scale):
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    return p / p.sum(-1, keepdims=True)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    p = _fwd_probs(q, k, mask, scale)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q * scale
    return dq, dk, dv
