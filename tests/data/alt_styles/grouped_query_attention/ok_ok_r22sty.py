import math
import numpy as np


def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def grouped_query_attention(q, k, v, mask=None):
    B, H, Lq, D = q.shape
    Hkv = k.shape[1]
    if H % Hkv != 0:
        raise ValueError(f"num_heads={H} is not a multiple of num_kv_heads={Hkv}")
    g = H // Hkv
    Lk = k.shape[2]
    dt = np.result_type(q, k, v)
    m_full = None if mask is None else np.broadcast_to(np.asarray(mask, bool), (B, H, Lq, Lk))
    out = np.zeros((B, H, Lq, v.shape[-1]), dtype=dt)
    weights = np.zeros((B, H, Lq, Lk), dtype=dt)
    # loop over query heads; each looks up its shared K/V head h // g
    for h in range(H):
        kh = k[:, h // g]
        vh = v[:, h // g]
        s = q[:, h] @ np.swapaxes(kh, -1, -2) / math.sqrt(D)
        if m_full is not None:
            s = np.where(m_full[:, h], s, -np.inf)
        w = _softmax_safe(s)
        weights[:, h] = w
        out[:, h] = w @ vh
    return out, weights
