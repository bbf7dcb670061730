import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3).copy()
