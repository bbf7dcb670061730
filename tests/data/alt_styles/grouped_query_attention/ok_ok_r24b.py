import math

import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    q = np.asarray(q)
    H = q.shape[1]
    Hkv = k.shape[1]
    if Hkv == 0 or H % Hkv != 0:
        raise ValueError(f"num_heads={H} is not a multiple of num_kv_heads={Hkv}")
    g = H // Hkv
    k_rep = np.repeat(k, g, axis=1)          # head h -> kv head h // g
    v_rep = np.repeat(v, g, axis=1)

    d = q.shape[-1]
    scores = (q @ np.swapaxes(k_rep, -1, -2)) * (1.0 / math.sqrt(d))
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, dtype=bool), scores.shape)
    else:
        allowed = np.ones(scores.shape, dtype=bool)
    scores = np.where(allowed, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(scores - m), 0.0)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.divide(e, s, out=np.zeros_like(e), where=s > 0).astype(q.dtype, copy=False)
    out = (weights @ v_rep).astype(q.dtype, copy=False)
    return out, weights
