# WRONG: subtracts the maximum of the WHOLE array, not of each slice (a slice far below the global max underflows to 0/0 = NaN); also an all -inf slice gives 0/0 = NaN (no guard).
import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x - np.max(x))
    return e / e.sum(axis=axis, keepdims=True)
