import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    H = q.shape[1]
    Hkv = k.shape[1]
    if Hkv <= 0 or H % Hkv != 0 or v.shape[1] != Hkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = H // Hkv
    k_r = np.repeat(k, g, axis=1)
    v_r = np.repeat(v, g, axis=1)
    d = q.shape[-1]
    scores = q @ np.swapaxes(k_r, -1, -2) / np.sqrt(d)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    out = (w @ v_r).astype(q.dtype, copy=False)
    return out, w
