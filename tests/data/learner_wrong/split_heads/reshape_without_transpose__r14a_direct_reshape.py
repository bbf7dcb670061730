# Wrong: reshapes straight to (batch, num_heads, seq_len, head_dim) without the transpose: mixes tokens into heads.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("not divisible")
    return x.reshape(b, num_heads, s, d // num_heads)
