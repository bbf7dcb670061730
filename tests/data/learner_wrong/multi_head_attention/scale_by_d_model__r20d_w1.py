# MISTAKE: inside each head the scores are scaled by 1/sqrt(d_model) (scale = math.sqrt(d))
# instead of 1/sqrt(head_dim).
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    dt = np.result_type(x_q, x_kv, w_q)
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads != 0:
        raise ValueError("not divisible")
    hd = d // num_heads
    Q, K, V = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    M = np.ones((b, num_heads, tq, tk), bool) if mask is None else np.broadcast_to(mask, (b, num_heads, tq, tk))
    scale = math.sqrt(d)
    ctx = np.zeros((b, tq, d), dt)
    W = np.zeros((b, num_heads, tq, tk), dt)
    for bi in range(b):
        for h in range(num_heads):
            sl = slice(h * hd, (h + 1) * hd)
            qh, kh, vh = Q[bi, :, sl], K[bi, :, sl], V[bi, :, sl]
            s = qh @ kh.T / scale
            s = np.where(M[bi, h], s, -np.inf)
            for i in range(tq):
                row = s[i]
                if not np.isfinite(row).any():
                    continue
                e = np.exp(row - row[np.isfinite(row)].max())
                p = e / e.sum()
                W[bi, h, i] = p
                ctx[bi, i, sl] = p @ vh
    return (ctx @ w_o).astype(dt), W
