# mistake: reshape last axis as (head_dim, num_heads) (strided heads)
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("bad")
    hd = d // num_heads
    return x.reshape(b, t, hd, num_heads).transpose(0, 3, 1, 2)
