# MISTAKE: The feature axis is reshaped as (head_dim, num_heads) and then the last axis is moved forward, so head h gets the strided features h, h+num_heads, ... instead of the contiguous block [h*head_dim, (h+1)*head_dim).
# MISTAKE: Uses x.astype(float), so float32 input returns float64.
import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    y = x.astype(float).reshape(batch, seq_len, head_dim, num_heads)
    return y.transpose(0, 3, 1, 2)
