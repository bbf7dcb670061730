# MISTAKE: scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (`scale = 1/np.sqrt(D)`); wrong whenever num_heads > 1.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    H = num_heads
    hd = D // H
    Q = np.einsum("btd,de->bte", x_dec, w_q).reshape(B, Td, H, hd)
    K = np.einsum("btd,de->bte", x_enc, w_k).reshape(B, Te, H, hd)
    V = np.einsum("btd,de->bte", x_enc, w_v).reshape(B, Te, H, hd)
    scale = 1 / np.sqrt(D)
    S = np.einsum("bqhd,bkhd->bhqk", Q, K) * scale
    keep = np.ones((B, Te), bool) if enc_padding_mask is None else enc_padding_mask
    keep = keep[:, None, None, :]
    S = np.where(keep, S, -np.inf)
    mx = np.max(S, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    P = np.exp(S - mx) * keep
    den = P.sum(-1, keepdims=True)
    P = np.divide(P, den, out=np.zeros_like(P), where=den > 0)
    O = np.einsum("bhqk,bkhd->bqhd", P, V).reshape(B, Td, D)
    out = np.einsum("btd,de->bte", O, w_o)
    return out.astype(x_dec.dtype), P.astype(x_dec.dtype)
