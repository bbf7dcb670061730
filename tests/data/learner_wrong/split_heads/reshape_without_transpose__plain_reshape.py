# mistake: reshape straight to (batch, heads, seq, head_dim), no transpose
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("bad")
    return x.reshape(b, num_heads, t, d // num_heads)
