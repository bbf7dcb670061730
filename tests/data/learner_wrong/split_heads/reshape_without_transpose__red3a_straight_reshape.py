# mistake: reshapes straight to (batch, heads, seq, head_dim): mixes tokens into heads
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("indivisible")
    return x.reshape(b, num_heads, s, d // num_heads)
