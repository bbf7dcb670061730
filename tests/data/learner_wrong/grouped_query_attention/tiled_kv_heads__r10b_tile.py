# wrong: expands K/V with np.tile (query head h uses K/V head h % num_kv_heads) instead of np.repeat (h // g); otherwise correct
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hk = q.shape[1], k.shape[1]
    if H % Hk:
        raise ValueError("heads")
    g = H // Hk
    k = np.tile(k, (1, g, 1, 1))
    v = np.tile(v, (1, g, 1, 1))
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.dtype.type(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    return w @ v, w
