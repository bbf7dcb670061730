# mistake: moves the head axis to the very front (transpose(2, 0, 1, 3)): (num_heads, batch, seq_len, head_dim) instead of (batch, num_heads, ...)
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    y = x.reshape(batch, seq_len, num_heads, -1)
    return y.transpose(2, 0, 1, 3)
