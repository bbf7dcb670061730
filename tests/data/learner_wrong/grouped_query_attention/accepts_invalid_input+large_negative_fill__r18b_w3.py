# MISTAKE: TWO slips: (1) no ValueError when num_heads % num_kv_heads != 0 (floor division silently maps heads);
# (2) masked scores are filled with -1e9 instead of -inf and rows are not special-cased, so a fully masked row gets uniform weights (and an averaged output) instead of zeros.
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    g = max(H // Hkv, 1)
    idx = np.minimum(np.arange(H) // g, Hkv - 1)
    kk, vv = k[:, idx], v[:, idx]
    s = np.matmul(q, np.swapaxes(kk, -1, -2)) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -1e9)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    return (w @ vv).astype(q.dtype), w.astype(q.dtype)
