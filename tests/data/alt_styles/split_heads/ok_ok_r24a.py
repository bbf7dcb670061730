import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    return x.reshape(b, s, num_heads, d // num_heads).transpose(0, 2, 1, 3)
