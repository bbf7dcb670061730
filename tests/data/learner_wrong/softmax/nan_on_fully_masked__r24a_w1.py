# MISTAKE: no guard for fully masked slices: when every entry is -inf the max is -inf, x - max is (-inf) - (-inf) = NaN, and the row comes out NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)
