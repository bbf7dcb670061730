# Two mistakes: returns weights averaged over heads (batch, q_len, k_len) and skips the output projection w_o; no fully-masked guard either (fully masked rows give NaN).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads:
        raise ValueError("bad heads")
    hd = d_model // num_heads
    def split(t):
        B, T, _ = t.shape
        return t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_q @ w_q), split(x_kv @ w_k), split(x_kv @ w_v)
    s = q @ k.swapaxes(-1, -2) / np.asarray(np.sqrt(hd), dtype=q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.asarray(-np.inf, dtype=s.dtype))
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(x_q.shape[0], x_q.shape[1], d_model)
    return o, w.mean(axis=1)
