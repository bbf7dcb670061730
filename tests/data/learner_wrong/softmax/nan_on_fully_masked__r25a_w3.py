# MISTAKE: No guard for all -inf slices: the max is -inf, x - max is NaN, so a fully masked row returns NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    shifted = x - np.max(x, axis=axis, keepdims=True)
    e = np.exp(shifted)
    return (e / np.sum(e, axis=axis, keepdims=True)).astype(x.dtype, copy=False)
