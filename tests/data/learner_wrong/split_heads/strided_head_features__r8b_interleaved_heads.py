# Wrong: cuts the feature axis as (head_dim, num_heads) instead of (num_heads, head_dim), so head h gets the strided features h, h+num_heads, h+2*num_heads, ... instead of the block [h*head_dim, (h+1)*head_dim). Shape, check and dtype are right.
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError(f"{d} % {num_heads} != 0")
    head_dim = d // num_heads
    return x.reshape(b, t, head_dim, num_heads).transpose(0, 3, 1, 2)
