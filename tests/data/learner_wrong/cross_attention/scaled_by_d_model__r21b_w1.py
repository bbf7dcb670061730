# MISTAKE: scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (wrong whenever num_heads > 1).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    H, hd = num_heads, D // num_heads
    Q = (x_dec @ w_q).reshape(B, Tq, H, hd).transpose(0, 2, 1, 3)
    K = (x_enc @ w_k).reshape(B, Tk, H, hd).transpose(0, 2, 1, 3)
    V = (x_enc @ w_v).reshape(B, Tk, H, hd).transpose(0, 2, 1, 3)
    scores = np.einsum("bhqd,bhkd->bhqk", Q, K) / np.sqrt(D)
    if enc_padding_mask is None:
        keep = np.ones((B, 1, 1, Tk), dtype=bool)
    else:
        keep = enc_padding_mask[:, None, None, :]
    scores = np.where(keep, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    ex = np.exp(scores - mx) * keep
    tot = ex.sum(-1, keepdims=True)
    attn = np.divide(ex, tot, out=np.zeros_like(ex), where=tot > 0)
    out = np.einsum("bhqk,bhkd->bqhd", attn, V).reshape(B, Tq, D) @ w_o
    return out.astype(x_dec.dtype), attn.astype(x_dec.dtype)
