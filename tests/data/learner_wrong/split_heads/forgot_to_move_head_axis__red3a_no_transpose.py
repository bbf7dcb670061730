# mistake: reshapes but forgets to move the head axis: (batch, seq_len, num_heads, head_dim)
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return x.reshape(b, s, num_heads, d // num_heads)
