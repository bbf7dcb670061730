# mistake: -1e9 fill, then zeroes the OUTPUT of fully masked rows but leaves their weights uniform
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.asarray(-1e9, s.dtype))
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    out = w @ v
    if mask is not None:
        dead = ~np.any(np.broadcast_to(mask, s.shape), axis=-1, keepdims=True)
        out = np.where(dead, np.zeros((), out.dtype), out)
    return out, w
