# Wrong: splits heads by reshaping straight to (batch, heads, seq, head_dim) (mixes tokens into heads), and applies the mask after the softmax by zeroing weights (rows no longer sum to 1, masked keys' mass is lost).
import math
import numpy as np


def _softmax(s):
    e = np.exp(s - s.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    d_model = w_q.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d_model // num_heads
    B, Lq, Lk = x_q.shape[0], x_q.shape[1], x_kv.shape[1]
    q = (x_q @ w_q).reshape(B, num_heads, Lq, hd)
    k = (x_kv @ w_k).reshape(B, num_heads, Lk, hd)
    v = (x_kv @ w_v).reshape(B, num_heads, Lk, hd)
    w = _softmax(q @ np.swapaxes(k, -1, -2) / math.sqrt(hd))
    if mask is not None:
        w = w * mask
    ctx = np.swapaxes(w @ v, 1, 2).reshape(B, Lq, d_model)
    return ctx @ w_o, w
