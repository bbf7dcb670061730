# WRONG: scales the scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim) (explicit loop over heads, otherwise correct).
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("bad num_heads")
    hd = D // num_heads
    Q, K, V = x_dec @ w_q, x_enc @ w_k, x_enc @ w_v
    out = np.zeros((B, Td, D), dtype=x_dec.dtype)
    weights = np.zeros((B, num_heads, Td, Te), dtype=x_dec.dtype)
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = Q[..., sl] @ K[..., sl].transpose(0, 2, 1) / math.sqrt(D)
        if enc_padding_mask is not None:
            s = np.where(enc_padding_mask[:, None, :], s, -np.inf)
        m = s.max(-1, keepdims=True)
        m[np.isneginf(m)] = 0.0
        e = np.exp(s - m)
        z = e.sum(-1, keepdims=True)
        p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
        weights[:, h] = p
        out[..., sl] = p @ V[..., sl]
    return out @ w_o, weights
