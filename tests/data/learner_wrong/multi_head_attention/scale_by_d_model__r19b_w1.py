# MISTAKE: wrong scale -- divides the scores by sqrt(d_model) instead of sqrt(head_dim).
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    Q = np.einsum("btd,de->bte", x_q, w_q).reshape(B, Tq, num_heads, hd)
    K = np.einsum("btd,de->bte", x_kv, w_k).reshape(B, Tk, num_heads, hd)
    V = np.einsum("btd,de->bte", x_kv, w_v).reshape(B, Tk, num_heads, hd)
    S = np.einsum("bqhd,bkhd->bhqk", Q, K) / np.sqrt(D)
    if mask is not None:
        S = np.where(mask, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    E = np.exp(S - mx)
    Z = E.sum(-1, keepdims=True)
    W = np.divide(E, Z, out=np.zeros_like(E), where=Z > 0)
    ctx = np.einsum("bhqk,bkhd->bqhd", W, V).reshape(B, Tq, D)
    return (ctx @ w_o).astype(x_q.dtype), W.astype(x_q.dtype)
