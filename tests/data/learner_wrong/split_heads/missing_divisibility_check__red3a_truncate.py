# mistake: no ValueError: floors head_dim and silently drops the leftover features
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    y = x[..., : hd * num_heads].reshape(b, s, num_heads, hd)
    return np.transpose(y, (0, 2, 1, 3))
