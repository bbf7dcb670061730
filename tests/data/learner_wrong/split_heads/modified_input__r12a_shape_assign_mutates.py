# Wrong: assigns x.shape = (...) in place, which reshapes the CALLER's array (the input is modified); the returned heads are right.
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    x.shape = (b, s, num_heads, d // num_heads)
    return x.transpose(0, 2, 1, 3)
