# MISTAKE: The feature axis is reshaped as (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets the strided features h, h+num_heads, ... instead of a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    head_dim = d_model // num_heads
    y = x.reshape(batch, seq_len, head_dim, num_heads)
    return np.transpose(y, (0, 3, 1, 2))
