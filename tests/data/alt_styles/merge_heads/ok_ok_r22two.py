import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, t, hd = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hd)
