import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return np.transpose(x, (0, 2, 1, 3)).reshape(b, s, h * hd)
