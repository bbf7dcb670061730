# MISTAKE: No fully-masked guard: for a slice that is all -inf the max is -inf, x - max is -inf - (-inf) = NaN, so the row comes out NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x - np.max(x, axis=axis, keepdims=True))
    return e / np.sum(e, axis=axis, keepdims=True)
