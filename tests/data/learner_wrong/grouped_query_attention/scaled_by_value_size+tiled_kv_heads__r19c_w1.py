# MISTAKE: (1) K/V heads are TILED (np.tile), so query head h uses kv head h % num_kv_heads instead of the contiguous h // g; (2) scores are scaled by sqrt(d_v) (v.shape[-1]) instead of sqrt(head_dim).
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = H // Hkv
    kk = np.tile(k, (1, g, 1, 1))
    vv = np.tile(v, (1, g, 1, 1))
    s = q @ kk.transpose(0, 1, 3, 2) / np.sqrt(v.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return (w @ vv).astype(q.dtype), w.astype(q.dtype)
