# MISTAKE: (1) the keys AND values are projected from x_q instead of x_kv (breaks cross-attention); (2) the output projection w_o is forgotten (the merged heads are returned directly).
import numpy as np

def _sdpa(q, k, v, mask):
    s = q @ k.swapaxes(-1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    z[z == 0] = 1
    p = e / z
    return p @ v, p

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    split = lambda y: y.reshape(b, -1, num_heads, hd).transpose(0, 2, 1, 3)
    ctx, p = _sdpa(split(x_q @ w_q), split(x_q @ w_k), split(x_q @ w_v), mask)
    out = ctx.transpose(0, 2, 1, 3).reshape(b, tq, d)
    return out.astype(x_q.dtype), p.astype(x_q.dtype)
