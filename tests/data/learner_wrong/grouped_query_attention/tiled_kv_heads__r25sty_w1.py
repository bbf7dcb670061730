# MISTAKE: K/V heads are expanded with np.tile (head h uses K/V head h % num_kv_heads) instead of np.repeat (h // g), so the groups are interleaved, not contiguous.
import numpy as np

def grouped_query_attention(q, k, v, mask=None):
    H, G = q.shape[1], k.shape[1]
    if H % G: raise ValueError("num_heads % num_kv_heads != 0")
    k, v = (np.tile(t, (1, H // G, 1, 1)) for t in (k, v))
    s = q @ k.swapaxes(-1, -2) / q.dtype.type(q.shape[-1] ** .5)
    s = s if mask is None else np.where(mask, s, -np.inf)
    e = np.exp(s - np.nan_to_num(s.max(-1, keepdims=True), neginf=0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w
