import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    head_dim, rem = divmod(d, num_heads)
    if rem:
        raise ValueError(f"d_model {d} not divisible by num_heads {num_heads}")
    return x.reshape(b, s, num_heads, head_dim).swapaxes(1, 2)
