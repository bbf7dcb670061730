# mistakes: replaces -inf in place in x (modifies the input) with -1e9, so a fully masked row becomes uniform
import numpy as np


def softmax(x, axis=-1):
    x[np.isneginf(x)] = -1e9
    x_max = x.max(axis=axis, keepdims=True)
    e = np.exp(x - x_max)
    return e / e.sum(axis=axis, keepdims=True)
