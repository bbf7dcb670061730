import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    x = x.reshape(batch, seq_len, num_heads, d_model // num_heads)
    # without axes, transpose reverses ALL axes: (head_dim, num_heads, seq_len, batch)
    return x.transpose()
