# CORRECT: reshape the feature axis to (num_heads, head_dim), then swapaxes(1, 2) and copy.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, t, d = x.shape
    if num_heads < 1 or d % num_heads != 0:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    return np.swapaxes(x.reshape(b, t, num_heads, d // num_heads), 1, 2).copy()
