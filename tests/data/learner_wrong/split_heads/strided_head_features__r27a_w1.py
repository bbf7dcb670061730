# MISTAKE: reshapes the feature axis as (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets the strided features h, h+num_heads, ... instead of a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    return np.transpose(x.reshape(b, t, hd, num_heads), (0, 3, 1, 2))
