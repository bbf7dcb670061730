import numpy as np

def split_heads(x, num_heads):
    b, s, d = x.shape
    if num_heads <= 0 or d % num_heads:
        raise ValueError(f"d_model={d} not divisible by num_heads={num_heads}")
    return np.moveaxis(x.reshape(b, s, num_heads, d // num_heads), 2, 1).copy()
