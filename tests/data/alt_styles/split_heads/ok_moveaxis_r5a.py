import numpy as np


def split_heads(x, num_heads):
    *lead, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError(f"d_model={d_model} not divisible by num_heads={num_heads}")
    return np.moveaxis(x.reshape(*lead, num_heads, d_model // num_heads), -2, 1).copy()
