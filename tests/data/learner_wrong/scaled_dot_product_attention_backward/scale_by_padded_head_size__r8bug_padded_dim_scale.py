# https://github.com/tile-ai/tilelang-ascend/pull/1670 — backward uses the head dim padded up to a multiple of 16 for the softmax scale (1/sqrt(16) for d=2, 1/sqrt(144) for d=129) both when recomputing P and in dQ/dK; correct only when d is a multiple of 16.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    d_padded = ((d + 15) // 16) * 16
    scale = 1.0 / np.sqrt(d_padded)
    kt = np.swapaxes(k, -1, -2)
    s = (q @ kt) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)
