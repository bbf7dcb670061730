import numpy as np


def merge_heads(x):
    # mistakes: np.array(x, dtype=float) upcasts float32, and a reshape without moving the head axis
    b, h, s, d = x.shape
    return np.array(x, dtype=float).reshape(b, s, h * d)
