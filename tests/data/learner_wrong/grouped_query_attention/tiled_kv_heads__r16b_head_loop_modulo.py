# wrong: head-index map h % num_kv_heads (interleaved, like np.tile) instead of h // g (contiguous groups); everything else correct
import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    B, H, Tq, d = q.shape
    n_kv = k.shape[1]
    if H % n_kv != 0:
        raise ValueError("heads not divisible")
    Tk = k.shape[2]
    m = None if mask is None else np.broadcast_to(mask, (B, H, Tq, Tk))
    out = np.zeros((B, H, Tq, v.shape[-1]), dtype=q.dtype)
    W = np.zeros((B, H, Tq, Tk), dtype=q.dtype)
    for h in range(H):
        kv = h % n_kv
        s = q[:, h] @ np.swapaxes(k[:, kv], -1, -2) / q.dtype.type(np.sqrt(d))
        if m is not None:
            s = np.where(m[:, h], s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(np.isneginf(mx), 0, mx)
        p = np.exp(s - mx)
        z = p.sum(-1, keepdims=True)
        p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
        W[:, h] = p
        out[:, h] = p @ v[:, kv]
    return out, W
