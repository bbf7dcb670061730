import numpy as np


def split_heads(x, num_heads):
    *lead, seq_len, d_model = x.shape
    head_dim, rem = divmod(d_model, num_heads)
    if rem:
        raise ValueError(f"d_model {d_model} not divisible by {num_heads}")
    return np.moveaxis(x.reshape(*lead, seq_len, num_heads, head_dim), -2, -3)
