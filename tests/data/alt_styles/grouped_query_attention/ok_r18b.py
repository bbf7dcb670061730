import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    allowed = np.ones(s.shape, bool) if mask is None else np.broadcast_to(np.asarray(mask, bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.where(allowed, np.exp(s - m), 0)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
