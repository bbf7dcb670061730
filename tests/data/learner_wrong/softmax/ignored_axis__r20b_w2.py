# MISTAKE: wrong axis -- subtracts the max along `axis` but always normalises along the last axis (sum over -1), so for axis != -1 the slices along `axis` do not sum to 1.
import numpy as np


def softmax(x, axis=-1):
    shifted = x - np.max(x, axis=axis, keepdims=True)
    shifted = np.where(np.isnan(shifted), -np.inf, shifted)
    ex = np.exp(shifted)
    denom = np.sum(ex, axis=-1, keepdims=True)
    return np.divide(ex, denom, out=np.zeros_like(ex), where=denom != 0)
