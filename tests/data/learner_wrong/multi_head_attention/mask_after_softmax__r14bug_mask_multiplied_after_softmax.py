# https://github.com/autosome-ru/vigg_ribonanza/issues/1 -- the mask is applied by multiplying the softmax weights (attention * mask) instead of setting masked scores to -inf before the softmax: masked keys get 0 but the rows are not renormalised (rows sum to < 1); fully masked rows come out 0 by accident.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = (q @ k.transpose(0, 1, 3, 2)) / np.sqrt(np.asarray(hd, dtype=x_q.dtype))
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    if mask is not None:
        w = w * mask
    w = w.astype(x_q.dtype)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d) @ w_o
    return o.astype(x_q.dtype), w
