# MISTAKE: the projected keys and values are split with head_dim taken from x_kv's width (d_kv // num_heads) instead of d_model // num_heads, so cross-attention with an encoder width d_kv != d_model breaks (reshape error or features cut into the wrong heads).
import math
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    tot = np.sum(e, axis=-1, keepdims=True)
    out = np.zeros_like(e)
    np.divide(e, tot, out=out, where=tot > 0)
    return out


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Lq, D = x_q.shape
    _, Lk, Dkv = x_kv.shape
    if D % num_heads != 0:
        raise ValueError(f"d_model={D} not divisible by num_heads={num_heads}")
    hd_q = D // num_heads
    hd_kv = Dkv // num_heads

    q = (x_q @ w_q).reshape(B, Lq, num_heads, hd_q).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(B, Lk, num_heads, hd_kv).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(B, Lk, num_heads, hd_kv).transpose(0, 2, 1, 3)

    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd_q)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf).astype(scores.dtype, copy=False)
    weights = _softmax(scores)
    ctx = weights @ v                                   # (B, h, Lq, head_dim)
    merged = ctx.transpose(0, 2, 1, 3).reshape(B, Lq, D)
    return merged @ w_o, weights
