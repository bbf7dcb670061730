# mistakes: np.tile for the K/V heads AND no 1/sqrt(head_dim) scale AND the float64 result of np.where(z > 0, ..., 0) is never cast back (float32 -> float64)
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hkv = q.shape[1], k.shape[1]
    if H % Hkv:
        raise ValueError("bad head counts")
    g = H // Hkv
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    d = v.shape[-1]
    s = q @ k.swapaxes(-1, -2)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0.0).astype(np.float64)
    return w @ v, w
