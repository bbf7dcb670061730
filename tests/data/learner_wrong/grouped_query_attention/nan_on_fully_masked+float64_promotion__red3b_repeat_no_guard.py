import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    # mistake: np.repeat is right, but no guard for a fully masked row -> NaN weights
    g = q.shape[1] // k.shape[1]
    if q.shape[1] % k.shape[1]:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    return w @ v, w
