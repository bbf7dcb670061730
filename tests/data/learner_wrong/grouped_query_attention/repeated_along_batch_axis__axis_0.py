import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if Hkv < 1 or H % Hkv or v.shape[1] != Hkv:
        raise ValueError("heads do not divide")
    g = H // Hkv
    kk, vv = np.repeat(k, g, axis=0), np.repeat(v, g, axis=0)
    s = q @ np.swapaxes(kk, -1, -2) / q.shape[-1] ** 0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, -1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(mx), mx, 0.0))
    t = e.sum(-1, keepdims=True)
    w = np.divide(e, t, out=np.zeros_like(e), where=t > 0)
    return (w @ vv).astype(q.dtype), w.astype(q.dtype)
