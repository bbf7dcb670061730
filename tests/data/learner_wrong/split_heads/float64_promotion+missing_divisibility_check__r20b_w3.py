# MISTAKE: (1) missing guard -- no ValueError when d_model % num_heads != 0; the trailing features are silently dropped (head_dim = d_model // num_heads); (2) fills a np.zeros buffer of default dtype, so float32 input comes back float64.
import numpy as np


def split_heads(x, num_heads):
    batch, seq, d_model = x.shape
    hd = d_model // num_heads
    out = np.zeros((batch, num_heads, seq, hd))
    for h in range(num_heads):
        out[:, h, :, :] = x[:, :, h * hd:(h + 1) * hd]
    return out
