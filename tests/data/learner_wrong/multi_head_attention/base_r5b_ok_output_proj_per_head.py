import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    B, Lq, _ = q.shape
    Lk = k.shape[1]
    m = None if mask is None else np.broadcast_to(np.asarray(mask, bool), (B, num_heads, Lq, Lk))
    out = np.zeros((B, Lq, w_o.shape[1]), dtype=q.dtype)
    weights = np.zeros((B, num_heads, Lq, Lk), dtype=q.dtype)
    for h in range(num_heads):
        blk = slice(h * hd, (h + 1) * hd)
        s = np.einsum("bqd,bkd->bqk", q[..., blk], k[..., blk]) / q.dtype.type(np.sqrt(hd))
        if m is not None:
            s = np.where(m[:, h], s, -np.inf)
        mx = np.max(s, axis=-1, keepdims=True)
        mx = np.where(np.isneginf(mx), 0, mx)
        e = np.exp(s - mx)
        z = e.sum(axis=-1, keepdims=True)
        w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
        weights[:, h] = w
        out += (w @ v[..., blk]) @ w_o[blk]   # Concat(heads) W^O = sum_h head_h W^O[h block]
    return out, weights
