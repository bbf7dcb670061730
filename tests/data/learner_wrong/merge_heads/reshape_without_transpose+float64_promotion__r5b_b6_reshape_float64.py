# mistakes: reshape without the transpose AND copied into a float64 buffer
import numpy as np


def merge_heads(x):
    b, h, s, d = x.shape
    out = np.empty((b, s, h * d))
    out[...] = x.reshape(b, s, h * d)
    return out
