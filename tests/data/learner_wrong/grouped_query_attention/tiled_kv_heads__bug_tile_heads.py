# Bug report: https://github.com/onnx/onnx/pull/7274 (also ekzhang/jax-js#180)
# K/V heads expanded with tile -> [kv0, kv1, kv0, kv1] instead of repeat_interleave -> [kv0, kv0, kv1, kv1].
import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    h, hk = q.shape[1], k.shape[1]
    if h % hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = h // hk
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w
