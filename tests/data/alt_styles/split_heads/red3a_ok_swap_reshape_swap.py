import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("indivisible")
    return np.swapaxes(np.swapaxes(x, 1, 2).reshape(b, num_heads, d // num_heads, s), 2, 3)
