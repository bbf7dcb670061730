import numpy as np


def merge_heads(x):
    # mistake: wrong transpose (0, 2, 3, 1): features end up head_dim-major instead of head-major
    b, h, s, d = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, s, h * d)
