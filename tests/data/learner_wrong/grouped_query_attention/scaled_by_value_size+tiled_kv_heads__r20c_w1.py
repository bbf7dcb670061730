# MISTAKE: (1) np.tile instead of np.repeat: query head h uses K/V head h % num_kv_heads (interleaved groups, not contiguous); (2) the scores are scaled by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(head_dim), wrong when d_v != head_dim.
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    if q.shape[1] % k.shape[1]:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = q.shape[1] // k.shape[1]
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    s = np.einsum('bhqd,bhkd->bhqk', q, k) / np.sqrt(v.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    p = np.exp(s - m); z = p.sum(-1, keepdims=True); p = p / np.where(z > 0, z, 1)
    return np.einsum('bhqk,bhkd->bhqd', p, v).astype(q.dtype), p.astype(q.dtype)
