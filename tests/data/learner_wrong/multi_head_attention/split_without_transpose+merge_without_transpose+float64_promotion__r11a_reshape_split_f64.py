# WRONG: two mistakes — splits heads by a straight reshape to (batch, num_heads, seq_len, head_dim) (and merges back the same way), mixing tokens across heads, and divides by np.sqrt(int) (float64) so float32 inputs return float64.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("bad num_heads")
    hd = d_model // num_heads
    B, T, S = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    q = (x_q @ w_q).reshape(B, num_heads, T, hd)
    k = (x_kv @ w_k).reshape(B, num_heads, S, hd)
    v = (x_kv @ w_v).reshape(B, num_heads, S, hd)
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    o = (w @ v).reshape(B, T, d_model)
    return o @ w_o, w
