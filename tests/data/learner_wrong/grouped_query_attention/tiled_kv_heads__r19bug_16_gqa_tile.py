# SOURCE: https://github.com/ekzhang/jax-js/pull/180
# BUG: The KV heads were tiled across the query heads ([kv0, kv1, kv0, kv1, ...]) instead of repeated
#      ([kv0, kv0, kv1, kv1, ...]), so query heads attend with the wrong group's keys/values.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    h, hkv = q.shape[1], k.shape[1]
    if h % hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = h // hkv
    k = np.tile(k, (1, g, 1, 1))            # tile instead of repeat (the reported bug)
    v = np.tile(v, (1, g, 1, 1))
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = np.sum(e, axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    return (w @ v).astype(q.dtype, copy=False), w
