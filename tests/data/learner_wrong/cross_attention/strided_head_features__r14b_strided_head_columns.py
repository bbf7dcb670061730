# WRONG: head h takes the strided columns h::num_heads of each projection (merged back into the contiguous block h*hd:(h+1)*hd) instead of the contiguous block h*hd:(h+1)*hd.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad heads")
    hd = D // num_heads
    Q, K, V = x_dec @ w_q, x_enc @ w_k, x_enc @ w_v
    weights = np.zeros((B, num_heads, Tq, Tk), dtype=x_dec.dtype)
    ctx = np.zeros((B, Tq, D), dtype=x_dec.dtype)
    for h in range(num_heads):
        qh, kh, vh = Q[..., h::num_heads], K[..., h::num_heads], V[..., h::num_heads]
        s = qh @ kh.transpose(0, 2, 1) / np.sqrt(hd).astype(x_dec.dtype)
        if enc_padding_mask is not None:
            s = np.where(enc_padding_mask[:, None, :], s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0)
        p = np.exp(s - mx)
        tot = p.sum(-1, keepdims=True)
        p = np.where(tot > 0, p / np.where(tot > 0, tot, 1), 0)
        weights[:, h] = p
        ctx[..., h * hd:(h + 1) * hd] = p @ vh
    return ctx @ w_o, weights
