# MISTAKE: the feature axis is reshaped as (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets every num_heads-th feature rather than a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError(f"{d} is not divisible by {num_heads}")
    return np.moveaxis(x.reshape(b, s, d // num_heads, num_heads), -1, 1)
