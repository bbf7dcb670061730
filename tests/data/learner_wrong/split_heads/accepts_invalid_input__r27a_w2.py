# MISTAKE: when d_model is not divisible by num_heads it silently drops the leftover features instead of raising ValueError.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if num_heads > d:
        raise ValueError("more heads than features")
    hd = d // num_heads
    x = x[..., : num_heads * hd]
    out = x.reshape(b, t, num_heads, hd)
    return np.swapaxes(out, 1, 2)
