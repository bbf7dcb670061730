# CORRECT: log-space softmax, exp(x - logaddexp.reduce(x, axis)), with slices whose log-sum-exp is -inf returned as zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    lse = np.logaddexp.reduce(x, axis=axis, keepdims=True)
    dead = np.isneginf(lse)
    shifted = x - np.where(dead, 0.0, lse).astype(x.dtype, copy=False)
    return np.where(dead, np.zeros((), dtype=x.dtype), np.exp(shifted))
