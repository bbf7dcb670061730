import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    h, h_kv = q.shape[1], k.shape[1]
    if h % h_kv != 0:
        raise ValueError("heads do not divide")
    g = h // h_kv
    k = np.concatenate([k] * g, axis=1)
    v = np.concatenate([v] * g, axis=1)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    return w @ v, w
