# MISTAKE: the heads are split with a straight reshape to (batch, heads, seq, head_dim) (and merged back the same way) instead of reshape to (batch, seq, heads, head_dim) + transpose, so tokens get mixed into heads.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = D // num_heads
    Q = (x_dec @ w_q).reshape(B, num_heads, Td, hd)
    K = (x_enc @ w_k).reshape(B, num_heads, Te, hd)
    V = (x_enc @ w_v).reshape(B, num_heads, Te, hd)
    weights = np.zeros((B, num_heads, Td, Te), dtype=x_dec.dtype)
    ctx = np.zeros((B, num_heads, Td, hd), dtype=x_dec.dtype)
    for b in range(B):
        keep = np.ones(Te, bool) if enc_padding_mask is None else np.asarray(enc_padding_mask[b], bool)
        if not keep.any():
            continue
        for h in range(num_heads):
            s = Q[b, h] @ K[b, h].T / math.sqrt(hd)
            s = np.where(keep[None, :], s, -np.inf)
            s = s - s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p /= p.sum(axis=1, keepdims=True)
            weights[b, h] = p
            ctx[b, h] = p @ V[b, h]
    out = ctx.reshape(B, Td, D) @ w_o
    return out.astype(x_dec.dtype), weights
