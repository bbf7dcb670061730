import numpy as np


def split_heads(x, num_heads):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    return np.stack(np.split(x, num_heads, axis=-1), axis=1)
