import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, H, tq, d = q.shape
    Hkv = k.shape[1]
    if Hkv < 1 or H % Hkv:
        raise ValueError(f"{H} query heads cannot be grouped over {Hkv} K/V heads")
    g = H // Hkv
    kx = np.broadcast_to(k[:, :, None], (b, Hkv, g) + k.shape[2:]).reshape(b, H, *k.shape[2:])
    vx = np.broadcast_to(v[:, :, None], (b, Hkv, g) + v.shape[2:]).reshape(b, H, *v.shape[2:])
    scores = np.matmul(q, kx.transpose(0, 1, 3, 2)) * q.dtype.type(1.0 / np.sqrt(d))
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    peak = np.max(scores, axis=-1, keepdims=True)
    peak[~np.isfinite(peak)] = 0
    ex = np.exp(scores - peak)
    den = ex.sum(axis=-1, keepdims=True)
    den[den == 0] = 1
    w = ex / den
    return w @ vx, w
