# MISTAKE: the maximum and the sum are reduced without keepdims=True, so they broadcast against the trailing axis instead of the reduced one; for a 2-D or larger x with axis=-1 this raises or (when sizes coincide) gives wrong values.
import numpy as np

_shift = lambda x, axis: x - np.where(np.isneginf(x.max(axis=axis)), 0, x.max(axis=axis))
_norm = lambda e, axis: np.where(e.sum(axis=axis) > 0, e / np.where(e.sum(axis=axis) > 0, e.sum(axis=axis), 1), 0)


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(_shift(x, axis))
    return _norm(e, axis).astype(x.dtype)
