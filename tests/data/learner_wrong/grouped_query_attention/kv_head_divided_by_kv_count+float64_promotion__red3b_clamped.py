import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    # mistake: K/V head index h // num_kv_heads instead of h // g (right only when num_heads == num_kv_heads**2)
    b, nh, tq, hd = q.shape
    nkv = k.shape[1]
    if nh % nkv:
        raise ValueError("num_heads must be a multiple of num_kv_heads")
    idx = np.minimum(np.arange(nh) // nkv, nkv - 1)
    kk, vv = k[:, idx], v[:, idx]
    s = q @ kk.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ vv, w
