# MISTAKE: (1) no guard for an all -inf slice: max is -inf, x - max is NaN, so a fully masked row becomes NaN instead of zeros; (2) computes in float64 (x.astype(np.float64)) and never casts back, so float32 comes back as float64.
import numpy as np


def softmax(x, axis=-1):
    z = x.astype(np.float64)
    z = z - z.max(axis=axis, keepdims=True)
    num = np.exp(z)
    return num / num.sum(axis=axis, keepdims=True)
