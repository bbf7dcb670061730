"""Correct: reshape, then einsum to move the head axis."""
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    return np.einsum("bthd->bhtd", x.reshape(b, t, num_heads, -1))
