# Wrong: no divisibility check (indivisible d_model silently drops the trailing features instead of raising ValueError), and the np.empty buffer is float64, so float32 input comes out float64.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    hd = d // num_heads
    out = np.empty((b, num_heads, s, hd))
    for h in range(num_heads):
        out[:, h] = x[:, :, h * hd:(h + 1) * hd]
    return out
