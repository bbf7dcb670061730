# mistake: mask=None is treated as "causal" (builds a lower-triangular mask), so unmasked attention is wrong
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q_len, k_len = q.shape[-2], k.shape[-2]
    if mask is None:
        mask = np.tril(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(np.asarray(q.shape[-1], dtype=q.dtype))
    s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    tot = e.sum(-1, keepdims=True)
    w = np.where(tot > 0, e / np.where(tot > 0, tot, 1), 0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w
