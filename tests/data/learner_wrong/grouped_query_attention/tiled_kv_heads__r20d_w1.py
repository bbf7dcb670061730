# MISTAKE: K/V heads are expanded with np.tile (query head h uses kv head h % num_kv_heads,
# round-robin) instead of contiguous groups (h // g, np.repeat).
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv != 0:
        raise ValueError("num_heads % num_kv_heads != 0")
    g = H // Hkv
    K = np.tile(k, (1, g, 1, 1))
    V = np.tile(v, (1, g, 1, 1))
    s = np.einsum('bhid,bhjd->bhij', q, K) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.einsum('bhij,bhjd->bhid', p, V).astype(q.dtype), p.astype(q.dtype)
