# MISTAKE: replaces -inf by the finite value -1e30 before the softmax, so an all -inf slice becomes uniform (1/n) instead of all zeros.
import numpy as np


def softmax(x, axis=-1):
    z = np.where(np.isneginf(x), -1e30, x).astype(x.dtype)
    z = z - z.max(axis=axis, keepdims=True)
    ez = np.exp(z)
    return ez / ez.sum(axis=axis, keepdims=True)
