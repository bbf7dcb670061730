# wrong: no divisibility check (head_dim = d // h silently drops the last features instead of raising ValueError), AND the np.empty buffer is float64 so float32 input returns float64
import numpy as np


def split_heads(x, num_heads):
    B, S, D = x.shape
    hd = D // num_heads
    out = np.empty((B, num_heads, S, hd))
    for h in range(num_heads):
        out[:, h] = x[:, :, h * hd:(h + 1) * hd]
    return out
