# Wrong: swaps axes 1 and 3 (heads with head_dim) instead of 1 and 2 before the reshape, mixing features and tokens, and np.asarray(x, dtype=float) makes float32 input come out float64.
import numpy as np


def merge_heads(x):
    x = np.asarray(x, dtype=float)
    b, h, s, d = x.shape
    return np.swapaxes(x, 1, 3).reshape(b, s, -1)
