# WRONG: max taken without keepdims, so x - m broadcasts along the last axis instead of along `axis` (raises for non-square inputs, subtracts the wrong maxima for square ones; only axis=0 works); and no guard for all -inf slices (NaN instead of zeros).
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis)
    e = np.exp(x - m)
    return e / np.sum(e, axis=axis, keepdims=True)
