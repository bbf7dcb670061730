# https://github.com/keras-team/keras-hub/pull/1203 — K/V heads expanded with tile ([kv0, kv1, kv0, kv1]) instead of repeat, so query head h uses K/V head h % num_kv_heads, not h // g; everything else correct.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    hq, hkv = q.shape[1], k.shape[1]
    if hq % hkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = hq // hkv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
