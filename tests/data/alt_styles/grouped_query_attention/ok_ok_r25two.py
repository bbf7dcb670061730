import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    num_heads = q.shape[1]
    num_kv = k.shape[1]
    if num_heads % num_kv != 0:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    g = num_heads // num_kv
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(scores - mx)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    out = (w @ v).astype(q.dtype, copy=False)
    return out, w
