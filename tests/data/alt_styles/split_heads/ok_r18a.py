import numpy as np


def split_heads(x, num_heads):
    batch, seq, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    hd = d_model // num_heads
    return x.reshape(batch, seq, num_heads, hd).transpose(0, 2, 1, 3).copy()
