# Wrong (two): -inf is replaced by -1e9 so a fully masked slice gives uniform weights 1/n instead of zeros; and the denominator is accumulated with dtype=np.float64, so float32 input comes back as float64.
import numpy as np


def softmax(x, axis=-1):
    x = np.where(np.isneginf(x), -1e9, x)
    shifted = x - x.max(axis=axis, keepdims=True)
    ex = np.exp(shifted)
    return ex / ex.sum(axis=axis, keepdims=True, dtype=np.float64)
