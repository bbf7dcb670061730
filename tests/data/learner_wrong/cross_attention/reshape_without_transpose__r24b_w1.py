# MISTAKE: heads are split with a plain reshape (batch, seq, d) -> (batch, num_heads, seq, head_dim) with no transpose (and merged back the same way), so each "head" mixes features of different tokens.
import math

import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    B, Td, D = x_dec.shape
    Te = x_enc.shape[1]
    if D % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = D // num_heads

    q = (x_dec @ w_q).reshape(B, num_heads, Td, hd)
    k = (x_enc @ w_k).reshape(B, num_heads, Te, hd)
    v = (x_enc @ w_v).reshape(B, num_heads, Te, hd)

    s = np.einsum('bhqd,bhkd->bhqk', q, k) / math.sqrt(hd)
    if enc_padding_mask is None:
        keep = np.ones((B, 1, 1, Te), dtype=bool)
    else:
        keep = np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    keep = np.broadcast_to(keep, s.shape)
    s = np.where(keep, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0.0, mx)
    p = np.exp(s - mx) * keep
    z = p.sum(-1, keepdims=True)
    w = np.divide(p, z, out=np.zeros_like(p), where=z > 0)

    ctx = np.einsum('bhqk,bhkd->bhqd', w, v).reshape(B, Td, D)
    return (ctx @ w_o).astype(x_dec.dtype), w.astype(x_dec.dtype)
