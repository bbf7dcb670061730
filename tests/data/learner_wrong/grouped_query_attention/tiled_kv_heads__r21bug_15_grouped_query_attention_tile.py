# SOURCE: https://github.com/apple/axlearn/pull/842
# BUG: the GQA change in #837 expanded K/V heads in the tiled order (k0 k1 k0 k1 -- like jnp.tile)
#      instead of jnp.repeat(key, 2, axis=head_axis) (k0 k0 k1 k1); this PR restores the repeat order.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    hq, hkv = q.shape[1], k.shape[1]
    if hq % hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = hq // hkv
    k = np.tile(k, (1, g, 1, 1))        # BUG: tile (interleaved groups) instead of repeat
    v = np.tile(v, (1, g, 1, 1))
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ v).astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)
