# https://github.com/PSAL-POSTECH/ONNXim/pull/34
# kv_head_idx = head_idx / num_kv_heads instead of head_idx / (num_heads / num_kv_heads): the
# wrong divisor maps query heads to the wrong K/V heads whenever num_kv_heads != group size.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv:
        raise ValueError("num_heads % num_kv_heads != 0")
    out = np.zeros((B, H, Lq, v.shape[-1]), dtype=q.dtype)
    weights = np.zeros((B, H, Lq, k.shape[2]), dtype=q.dtype)
    for h in range(H):
        kv = h // Hkv
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) / np.sqrt(D)
        if mask is not None:
            mh = np.broadcast_to(mask, (B, H, Lq, k.shape[2]))[:, h]
            s = np.where(mh, s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
        weights[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, weights
