import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    # mistake: per-head context collected in an np.zeros buffer with default dtype -> float64 output for float32 input
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("indivisible")
    hd = d // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    ctx = np.zeros((b, tq, d))
    weights = np.zeros((b, num_heads, tq, tk), dtype=x_q.dtype)
    for h in range(num_heads):
        c = slice(h * hd, (h + 1) * hd)
        s = q[:, :, c] @ k[:, :, c].transpose(0, 2, 1) / np.sqrt(hd)
        if mask is not None:
            s = np.where(np.broadcast_to(mask, (b, num_heads, tq, tk))[:, h], s, -np.inf)
        m = s.max(-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0.0)
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
        weights[:, h] = w
        ctx[:, :, c] = w @ v[:, :, c]
    return ctx @ w_o, weights
