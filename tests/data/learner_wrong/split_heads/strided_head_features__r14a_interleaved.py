# Wrong: reshapes the last axis as (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets the interleaved features h, h+H, h+2H, ... instead of a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    return np.moveaxis(x.reshape(b, s, hd, num_heads), -1, 1)
