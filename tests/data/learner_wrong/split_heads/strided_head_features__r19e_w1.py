# MISTAKE: wrong index map: reshapes to (batch, seq, head_dim, num_heads) and moves the LAST axis
# forward, so head h gets the strided features h, h+H, h+2H, ... instead of a contiguous block.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("not divisible")
    return np.transpose(x.reshape(b, s, d // num_heads, num_heads), (0, 3, 1, 2))
