# mistake: reshapes by assigning x.shape (modifies the caller's array) before transposing
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    x.shape = (b, s, num_heads, d // num_heads)
    return x.transpose(0, 2, 1, 3)
