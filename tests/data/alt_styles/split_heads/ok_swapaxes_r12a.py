import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim, rem = divmod(d_model, num_heads)
    if rem:
        raise ValueError(f"d_model={d_model} is not divisible by num_heads={num_heads}")
    return np.swapaxes(x.reshape(batch, seq_len, num_heads, head_dim), 1, 2)
