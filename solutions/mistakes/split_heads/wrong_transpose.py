import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    x = x.reshape(batch, seq_len, num_heads, d_model // num_heads)
    # moves seq_len to the end: (batch, num_heads, head_dim, seq_len)
    return x.transpose(0, 2, 3, 1)
