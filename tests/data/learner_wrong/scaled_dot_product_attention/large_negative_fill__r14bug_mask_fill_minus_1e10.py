# https://github.com/tatp22/linformer-pytorch/pull/19 -- masked scores filled with -1e10 instead of -inf: a fully masked query row gets uniform weights 1/k_len and the mean of v instead of zeros (partially masked rows are fine).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(np.asarray(d_k, dtype=q.dtype))
    if mask is not None:
        s = np.where(mask, s, np.asarray(-1e10, dtype=s.dtype))
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    w = (e / e.sum(axis=-1, keepdims=True)).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
