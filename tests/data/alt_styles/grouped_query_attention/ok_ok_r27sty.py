# CORRECT: no repeat at all -- q is reshaped to (batch, kv_heads, g, q_len, head_dim) so contiguous query heads share a K/V head, then einsum does the grouped products.
import math
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv, Lk = k.shape[1], k.shape[2]
    if H % Hkv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    qg = q.reshape(B, Hkv, g, Lq, D)
    s = np.einsum("bngqd,bnkd->bngqk", qg, k) * (1.0 / math.sqrt(D))
    s = s.reshape(B, H, Lq, Lk)
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
        s = np.broadcast_to(s, (B, H, Lq, Lk))
    row_max = s.max(axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    ex = np.exp(s - row_max)
    den = ex.sum(axis=-1, keepdims=True)
    w = ex / np.where(den > 0, den, 1.0)
    w = w.astype(q.dtype, copy=False)
    out = np.einsum("bngqk,bnkv->bngqv", w.reshape(B, Hkv, g, Lq, Lk), v)
    return out.reshape(B, H, Lq, v.shape[-1]), w
