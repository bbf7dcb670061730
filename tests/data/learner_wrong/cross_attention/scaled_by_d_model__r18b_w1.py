# MISTAKE: scores are scaled by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (`scale = 1 / np.sqrt(D)`).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    Q = np.einsum("btd,de->bte", x_dec, w_q).reshape(B, Td, num_heads, hd)
    K = np.einsum("btd,de->bte", x_enc, w_k).reshape(B, Te, num_heads, hd)
    V = np.einsum("btd,de->bte", x_enc, w_v).reshape(B, Te, num_heads, hd)
    scale = 1 / np.sqrt(D)
    S = np.einsum("bqhe,bkhe->bhqk", Q, K) * scale
    keep = np.ones((B, Te), bool) if enc_padding_mask is None else np.asarray(enc_padding_mask, bool)
    keep = np.broadcast_to(keep[:, None, None, :], S.shape)
    S = np.where(keep, S, -np.inf)
    mx = np.max(S, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0.0
    P = np.exp(S - mx) * keep
    den = P.sum(-1, keepdims=True)
    P = np.divide(P, den, out=np.zeros_like(P), where=den > 0).astype(x_dec.dtype)
    O = np.einsum("bhqk,bkhe->bqhe", P, V).reshape(B, Td, D)
    return (O @ w_o).astype(x_dec.dtype), P
