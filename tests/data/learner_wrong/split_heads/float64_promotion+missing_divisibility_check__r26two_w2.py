# MISTAKE: when d_model is not divisible by num_heads the leftover features are silently dropped instead of raising ValueError.
# MISTAKE: the output is allocated with np.empty's default float64 dtype, so float32 input gives float64 output.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    out = np.empty((b, num_heads, t, hd))
    for h in range(num_heads):
        out[:, h, :, :] = x[:, :, h * hd:(h + 1) * hd]
    return out
