# MISTAKE: The maximum is taken along `axis` but the normalising sum is always taken along the last axis (axis=-1), so for axis != -1 the slices do not sum to 1.
import numpy as np


def _shifted_exp(x, axis):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    return np.exp(x - m)


def _normalise(e):
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def softmax(x, axis=-1):
    x = np.asarray(x)
    return _normalise(_shifted_exp(x, axis)).astype(x.dtype)
