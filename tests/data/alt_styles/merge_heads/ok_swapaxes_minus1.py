import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    return x.swapaxes(1, 2).reshape(b, t, -1)
