# wrong: two mistakes - query heads grouped as reshape(B, g, n_kv, ...) so head h uses K/V head h % n_kv (the np.tile map) instead of h // g, and dividing by np.sqrt(head_dim) makes float32 inputs return float64
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, T, D = q.shape
    nkv = k.shape[1]
    if H % nkv:
        raise ValueError("GQA needs num_heads % num_kv_heads == 0")
    g = H // nkv
    qq = q.reshape(B, g, nkv, T, D)
    s = np.einsum('bgntd,bnsd->bgnts', qq, k) / np.sqrt(D)
    s = s.reshape(B, H, T, -1)
    if mask is not None:
        s = np.where(np.broadcast_to(mask, s.shape), s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[np.isneginf(mx)] = 0.0
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    p = np.where(den == 0, 0.0, p / np.where(den == 0, 1.0, den))
    o = np.einsum('bgnts,bnsd->bgntd', p.reshape(B, g, nkv, T, -1), v).reshape(B, H, T, -1)
    return o, p
