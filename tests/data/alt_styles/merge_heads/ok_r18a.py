import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return np.ascontiguousarray(np.moveaxis(x, 1, 2)).reshape(b, s, h * d)
