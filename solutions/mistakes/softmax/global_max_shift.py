import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x - np.max(x))  # one max for the whole array: rows far below it underflow to 0/0
    return e / np.sum(e, axis=axis, keepdims=True)
