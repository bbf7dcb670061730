# MISTAKE: (1) an all -inf slice: max is -inf, x - max = -inf - (-inf) = NaN (no guard);
#          (2) in-place edit: `x -= m` subtracts the max from the caller's array.
import numpy as np


def softmax(x, axis=-1):
    m = x.max(axis=axis, keepdims=True)
    x -= m
    ex = np.exp(x)
    return ex / ex.sum(axis=axis, keepdims=True)
