import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    # (b, h, d, s) -> rows h*d in head order -> (b, s, h*d)
    return np.swapaxes(np.swapaxes(x, 2, 3).reshape(b, h * d, s), 1, 2).copy()
