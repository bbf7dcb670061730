import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model is not divisible by num_heads")
    # (head_dim, num_heads) instead of (num_heads, head_dim): head h gets features h, h+H, h+2H, ...
    x = x.reshape(batch, seq_len, d_model // num_heads, num_heads)
    return x.transpose(0, 3, 1, 2)
