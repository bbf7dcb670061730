# mistake: wrong permutation after the reshape: (batch, heads, head_dim, seq_len)
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return x.reshape(b, s, num_heads, d // num_heads).transpose(0, 2, 3, 1)
