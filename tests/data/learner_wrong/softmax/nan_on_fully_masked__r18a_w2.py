# MISTAKE: no guard for an all -inf slice: the max is -inf, x - max = -inf - (-inf) = NaN, so a fully masked row comes out NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    shifted = x - x.max(axis=axis, keepdims=True)
    ex = np.exp(shifted)
    return ex / ex.sum(axis=axis, keepdims=True)
