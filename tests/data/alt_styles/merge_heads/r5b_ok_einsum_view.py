import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    return np.einsum("bhsd->bshd", x).reshape(b, s, h * d)
