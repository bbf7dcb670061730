# Bug report: https://github.com/AI-Hypercomputer/maxtext/issues/3138
# Queries are scaled right after the projection AND the attention kernel applies 1/sqrt(head_dim)
# again: the scores are divided by head_dim instead of sqrt(head_dim).
import math

import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model % num_heads")
    hd = d // num_heads
    scale = 1.0 / math.sqrt(hd)
    q = (x_q @ w_q) * scale  # query scaling after projection (MLA style) ...
    q = q.reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = (q @ k.transpose(0, 1, 3, 2)) * scale  # ... and the kernel's hard-coded scale again
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d) @ w_o
    return out, w
