import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    b, nh, tq, hd = q.shape
    nkv, tk, dv = k.shape[1], k.shape[2], v.shape[3]
    if nh % nkv != 0:
        raise ValueError(f"num_heads={nh} is not a multiple of num_kv_heads={nkv}")
    g = nh // nkv
    allowed = np.ones((b, nh, tq, tk), dtype=bool) if mask is None else np.broadcast_to(mask, (b, nh, tq, tk))
    out = np.zeros((b, nh, tq, dv), dtype=q.dtype)
    weights = np.zeros((b, nh, tq, tk), dtype=q.dtype)
    for h in range(nh):
        kv = h // g
        s = q[:, h] @ k[:, kv].swapaxes(-1, -2) / np.sqrt(hd)
        s = np.where(allowed[:, h], s, -np.inf)
        top = s.max(-1, keepdims=True)
        top = np.where(np.isfinite(top), top, 0.0)
        e = np.exp(s - top)
        z = e.sum(-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        weights[:, h] = w
        out[:, h] = w @ v[:, kv]
    return out, weights
