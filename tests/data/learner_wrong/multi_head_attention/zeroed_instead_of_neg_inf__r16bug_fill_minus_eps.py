# https://github.com/hyunwoongko/transformer/issues/10
# Bug: masked scores filled with -e where e = 1e-12 (score.masked_fill(mask == 0, -e)), i.e. ~0 instead of -inf, so masked keys keep ordinary weight; fully masked rows give uniform weights, not zeros.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None, e=1e-12):
    b, tq, d = x_q.shape
    tk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    score = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x_q.dtype)
    if mask is not None:
        score = np.where(mask, score, score.dtype.type(-e))
    score = score - score.max(axis=-1, keepdims=True)
    p = np.exp(score)
    p = (p / p.sum(axis=-1, keepdims=True)).astype(x_q.dtype)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return (ctx @ w_o).astype(x_q.dtype), p
