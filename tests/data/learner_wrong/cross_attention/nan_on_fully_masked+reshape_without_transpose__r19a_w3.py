# MISTAKE: two slips: (1) heads are split by reshaping straight to (batch, heads, seq, head_dim) without the transpose, so each "head" mixes features of different tokens; (2) the softmax has no guard, so a sentence whose source is all padding gives NaN weights/outputs instead of zeros.
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Tq, D = x_dec.shape
    Tk = x_enc.shape[1]
    if D % num_heads != 0:
        raise ValueError("heads must divide d_model")
    hd = D // num_heads
    q = (x_dec @ w_q).reshape(B, num_heads, Tq, hd)
    k = (x_enc @ w_k).reshape(B, num_heads, Tk, hd)
    v = (x_enc @ w_v).reshape(B, num_heads, Tk, hd)
    weights = np.zeros((B, num_heads, Tq, Tk), dtype=x_dec.dtype)
    out = np.zeros((B, num_heads, Tq, hd), dtype=x_dec.dtype)
    for b in range(B):
        for h in range(num_heads):
            s = q[b, h] @ k[b, h].T / np.sqrt(hd)
            if enc_padding_mask is not None:
                s[:, ~enc_padding_mask[b]] = -np.inf
            s = s - s.max(axis=1, keepdims=True)
            p = np.exp(s)
            p = p / p.sum(axis=1, keepdims=True)
            weights[b, h] = p
            out[b, h] = p @ v[b, h]
    merged = out.reshape(B, Tq, D)
    return merged @ w_o, weights
