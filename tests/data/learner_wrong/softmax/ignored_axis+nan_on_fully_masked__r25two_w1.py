# MISTAKE: The stabilising maximum is always taken along the last axis (axis=-1) instead of along `axis`, so for axis=0 / -2 the shift varies within a slice and the result is wrong.
# MISTAKE: No guard for a slice that is all -inf: -inf - (-inf) gives NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    shifted = x - np.max(x, axis=-1, keepdims=True)
    e = np.exp(shifted)
    return e / np.sum(e, axis=axis, keepdims=True)
