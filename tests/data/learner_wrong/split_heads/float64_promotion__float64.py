# mistake: builds the output with np.zeros (float64 default)
import numpy as np


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("bad")
    hd = d // num_heads
    out = np.zeros((b, num_heads, t, hd))
    for h in range(num_heads):
        out[:, h] = x[:, :, h * hd:(h + 1) * hd]
    return out
