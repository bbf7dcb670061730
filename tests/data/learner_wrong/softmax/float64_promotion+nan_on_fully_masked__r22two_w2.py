# MISTAKE: A slice that is all -inf computes (-inf) - (-inf) = NaN and returns NaN instead of zeros (no guard for fully masked rows).
# MISTAKE: Computes in float64 and never casts back, so float32 input comes out as float64.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x, dtype=np.float64)
    shifted = x - np.max(x, axis=axis, keepdims=True)
    e = np.exp(shifted)
    return e / np.sum(e, axis=axis, keepdims=True)
