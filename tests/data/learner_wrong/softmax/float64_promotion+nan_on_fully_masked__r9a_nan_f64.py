# WRONG (two): an all -inf slice gives NaN (max is -inf, -inf - -inf = NaN, no guard), and float32 input returns float64 (cast with dtype=float)
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x, dtype=float)
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)
