# mistake: np.tile over the head axis (query head h uses K/V head h % num_kv_heads)
import numpy as np
def grouped_query_attention(q, k, v, mask=None):
    H, KH = q.shape[1], k.shape[1]
    if H % KH:
        raise ValueError("heads")
    k = np.tile(k, (1, H // KH, 1, 1)); v = np.tile(v, (1, H // KH, 1, 1))
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True); mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(s - mx); z = p.sum(-1, keepdims=True)
    p = np.where(z > 0, p / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (p @ v).astype(q.dtype), p
