# wrong: scales scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim), AND returns weights averaged over heads (torch nn.MultiheadAttention default) -> shape (batch, q_len, k_len)
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("bad heads")
    hd = D // num_heads
    q = (x_q @ w_q).reshape(B, Tq, num_heads, hd).swapaxes(1, 2)
    k = (x_kv @ w_k).reshape(B, Tk, num_heads, hd).swapaxes(1, 2)
    v = (x_kv @ w_v).reshape(B, Tk, num_heads, hd).swapaxes(1, 2)
    att = np.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(D)
    if mask is not None:
        att = np.where(mask, att, -np.inf)
    mx = att.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    p = np.exp(att - mx)
    den = p.sum(-1, keepdims=True)
    p = np.where(den > 0, p / np.where(den > 0, den, 1), 0).astype(x_q.dtype)
    y = np.einsum("bhqk,bhkd->bhqd", p, v).swapaxes(1, 2).reshape(B, Tq, D) @ w_o
    return y, p.mean(axis=1)
