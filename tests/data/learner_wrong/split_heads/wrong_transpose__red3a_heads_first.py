# mistake: moves the head axis to the very front: (num_heads, batch, seq_len, head_dim)
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("indivisible")
    return np.moveaxis(x.reshape(b, s, num_heads, d // num_heads), 2, 0)
