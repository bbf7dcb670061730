# WRONG: moves the head axis LAST (transpose 0,2,3,1) before reshaping, so the features of the heads are interleaved (out[t, j*H + h] = x[h, t, j]) instead of concatenated head after head.
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, s, h * hd)
