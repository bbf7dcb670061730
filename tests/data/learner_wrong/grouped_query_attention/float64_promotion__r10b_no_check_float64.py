# wrong: no ValueError when num_heads % num_kv_heads != 0 (g = H // Hk and np.repeat silently misassign), AND output/weights are float64 for float32 inputs (scores divided by np.sqrt(head_dim) of an int, a float64 scalar)
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    H, Hk = q.shape[1], k.shape[1]
    g = max(H // Hk, 1)
    k = np.repeat(k, g, axis=1)
    v = np.repeat(v, g, axis=1)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    w = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    return w @ v, w
