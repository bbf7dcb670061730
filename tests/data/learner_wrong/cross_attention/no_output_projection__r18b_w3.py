# MISTAKE: forgets the output projection w_o: the merged heads are returned directly (w_o is never used).
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    batch, t_dec, d_model = x_dec.shape
    t_enc = x_enc.shape[1]
    if d_model % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    out = np.zeros((batch, t_dec, d_model), dtype=x_dec.dtype)
    weights = np.zeros((batch, num_heads, t_dec, t_enc), dtype=x_dec.dtype)
    for b in range(batch):
        q = x_dec[b] @ w_q
        k = x_enc[b] @ w_k
        v = x_enc[b] @ w_v
        real = np.ones(t_enc, bool) if enc_padding_mask is None else np.asarray(enc_padding_mask[b], bool)
        for h in range(num_heads):
            sl = slice(h * hd, (h + 1) * hd)
            sc = q[:, sl] @ k[:, sl].T / np.sqrt(hd)
            if not real.any():
                continue
            sc = np.where(real[None, :], sc, -np.inf)
            e = np.exp(sc - sc.max(axis=1, keepdims=True))
            p = e / e.sum(axis=1, keepdims=True)
            weights[b, h] = p
            out[b, :, sl] = p @ v[:, sl]
    return out, weights
