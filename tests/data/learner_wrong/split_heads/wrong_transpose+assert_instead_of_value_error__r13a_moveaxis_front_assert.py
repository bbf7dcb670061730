# WRONG: np.moveaxis(..., 2, 0) moves the head axis to the very front, giving (num_heads, batch, seq, head_dim) instead of (batch, num_heads, seq, head_dim); and the divisibility check is an assert (AssertionError, not ValueError).
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    assert d % num_heads == 0, "d_model must be divisible by num_heads"
    return np.moveaxis(x.reshape(b, s, num_heads, -1), 2, 0)
