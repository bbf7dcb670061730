# mistake: transposes to (batch, seq, head_dim, heads)-like wrong axis order: (0,2,3,1)
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("bad")
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3).swapaxes(-1, -2)
