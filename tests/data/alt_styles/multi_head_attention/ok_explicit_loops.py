"""Correct: plain Python loops over batch, heads and queries (slow, but plainly right)."""
import math

import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, lq, d_model = x_q.shape
    lk = x_kv.shape[1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d_model // num_heads
    q, k, v = x_q @ w_q, x_kv @ w_k, x_kv @ w_v
    allowed = np.broadcast_to(True if mask is None else mask, (b, num_heads, lq, lk))
    weights = np.zeros((b, num_heads, lq, lk), dtype=x_q.dtype)
    ctx = np.zeros((b, lq, d_model), dtype=x_q.dtype)
    for n in range(b):
        for h in range(num_heads):
            f = slice(h * hd, (h + 1) * hd)
            for i in range(lq):
                keep = [j for j in range(lk) if allowed[n, h, i, j]]
                if not keep:
                    continue
                s = {j: float(q[n, i, f] @ k[n, j, f]) / math.sqrt(hd) for j in keep}
                top = max(s.values())
                e = {j: math.exp(s[j] - top) for j in keep}
                z = sum(e.values())
                for j in keep:
                    weights[n, h, i, j] = e[j] / z
                    ctx[n, i, f] += weights[n, h, i, j] * v[n, j, f]
    return ctx @ w_o, weights
