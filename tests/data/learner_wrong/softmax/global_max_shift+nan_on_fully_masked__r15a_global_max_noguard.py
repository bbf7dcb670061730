# wrong: subtracts the GLOBAL max x.max() instead of each slice's max (slices far below the global max underflow to 0/0 = NaN), AND no guard for an all -inf slice (0/0 = NaN)
import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x - x.max())
    return e / e.sum(axis=axis, keepdims=True)
