# URL: https://github.com/datawhalechina/tiny-universe/issues/21
# Bug: K/V are repeated g times along the SEQUENCE axis (repeat_kv applied before the transpose) instead of the head axis.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    h, hk = q.shape[1], k.shape[1]
    if h % hk:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = h // hk
    k = np.repeat(k, g, axis=2)
    v = np.repeat(v, g, axis=2)
    s = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(np.asarray(q.shape[-1], dtype=q.dtype))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
