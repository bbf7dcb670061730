import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    """softmax(q k^T / sqrt(d_k)) v, with the disallowed scores held in a numpy masked array."""
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dt = np.result_type(q, k, v)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        keep = np.asarray(mask, dtype=bool)
        shape = np.broadcast_shapes(s.shape, keep.shape)
        s = np.broadcast_to(s, shape)
        hidden = ~np.broadcast_to(keep, shape)
    else:
        hidden = np.zeros(s.shape, dtype=bool)
    ms = np.ma.masked_array(s, mask=hidden)
    top = ms.max(axis=-1, keepdims=True).filled(0.0)   # a fully hidden row has no max: use 0
    e = np.ma.masked_array(np.exp(np.where(hidden, -np.inf, s - top)), mask=hidden)
    w = (e / e.sum(axis=-1, keepdims=True)).filled(0.0)  # a fully hidden row stays masked -> 0
    w = np.asarray(w, dtype=dt)
    return (w @ v).astype(dt), w
