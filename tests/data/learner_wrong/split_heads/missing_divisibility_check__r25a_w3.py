# MISTAKE: No divisibility check: head_dim = d_model // num_heads silently drops the last d_model % num_heads features instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    B, T, D = x.shape
    hd = D // num_heads
    out = np.empty((B, num_heads, T, hd), dtype=x.dtype)
    for h in range(num_heads):
        out[:, h, :, :] = x[:, :, h * hd:(h + 1) * hd]
    return out
