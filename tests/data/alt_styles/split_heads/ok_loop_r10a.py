import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    return np.stack([x[:, :, h * hd:(h + 1) * hd] for h in range(num_heads)], axis=1)
