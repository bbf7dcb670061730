# Wrong (two mistakes): when d_model % num_heads != 0 it silently drops the trailing features instead of raising ValueError; and np.asarray(x, dtype=float) turns float32 input into float64 output.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x, dtype=float)
    b, t, d = x.shape
    head_dim = d // num_heads
    x = x[..., : head_dim * num_heads]
    return x.reshape(b, t, num_heads, head_dim).transpose(0, 2, 1, 3)
