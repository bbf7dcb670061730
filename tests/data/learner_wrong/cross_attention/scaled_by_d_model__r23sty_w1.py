# MISTAKE: Scores are scaled by 1/sqrt(d_model) instead of the per-head 1/sqrt(head_dim); only correct with a single head.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec)
    x_enc = np.asarray(x_enc)
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = x_dec @ w_q
    k = x_enc @ w_k
    v = x_enc @ w_v
    weights = np.zeros((batch, num_heads, t_dec, t_enc), dtype=x_dec.dtype)
    merged = np.zeros((batch, t_dec, d_model), dtype=x_dec.dtype)
    scale = 1.0 / math.sqrt(d_model)
    for b in range(batch):
        real = (np.ones(t_enc, dtype=bool) if enc_padding_mask is None
                else np.asarray(enc_padding_mask[b], dtype=bool))
        for h in range(num_heads):
            cols = slice(h * hd, (h + 1) * hd)
            s = (q[b, :, cols] @ k[b, :, cols].T) * scale
            s = np.where(real[None, :], s, -np.inf)
            for i in range(t_dec):
                row = s[i]
                if not np.any(np.isfinite(row)):
                    continue
                e = np.exp(row - row[np.isfinite(row)].max())
                weights[b, h, i] = e / e.sum()
            merged[b, :, cols] = weights[b, h] @ v[b, :, cols]
    return merged @ w_o, weights
