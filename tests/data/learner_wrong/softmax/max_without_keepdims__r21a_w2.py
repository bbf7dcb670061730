# MISTAKE: shape slip -- the max is taken without keepdims (x - x.max(axis=axis)), so it broadcasts along the wrong axis: each element gets a different shift within its slice (wrong values), or a broadcast error for non-square inputs; fine only for 1-D / axis -1 vectors.
import numpy as np


def softmax(x, axis=-1):
    shifted = x - np.max(x, axis=axis)
    shifted = np.where(np.isnan(shifted), -np.inf, shifted)
    e = np.exp(shifted)
    z = e.sum(axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)
