# MISTAKE: (1) the scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim);
#          (2) the output projection w_o is never applied (merged heads returned directly).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    Q = (x_q @ w_q).reshape(B, Tq, num_heads, hd)
    K = (x_kv @ w_k).reshape(B, Tk, num_heads, hd)
    V = (x_kv @ w_v).reshape(B, Tk, num_heads, hd)
    S = np.einsum("bqhd,bkhd->bhqk", Q, K) / np.sqrt(float(D)).item()
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = np.max(S, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    P = np.exp(S - mx)
    den = P.sum(-1, keepdims=True)
    P = np.where(den > 0, P / np.where(den > 0, den, 1), 0).astype(x_q.dtype)
    ctx = np.einsum("bhqk,bkhd->bqhd", P, V).reshape(B, Tq, D)
    return ctx.astype(x_q.dtype), P
