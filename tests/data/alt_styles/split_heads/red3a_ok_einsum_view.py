import numpy as np


def split_heads(x, num_heads):
    batch, seq_len, d_model = x.shape
    head_dim, rem = divmod(d_model, num_heads)
    if rem:
        raise ValueError("d_model must be divisible by num_heads")
    return np.einsum("bshd->bhsd", x.reshape(batch, seq_len, num_heads, head_dim))
