# MISTAKE: the maximum is taken along `axis` but the normalising sum is always taken over the last axis (axis=-1), so for axis=0 / axis=-2 the slices along `axis` do not sum to 1.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    # keys that are -inf are masked out; np.ma keeps them out of max and sum
    mx = np.ma.masked_invalid(x)
    top = mx.max(axis=axis, keepdims=True)
    e = np.ma.exp(mx - top)
    z = e.sum(axis=-1, keepdims=True)
    return (e / z).filled(0.0).astype(x.dtype)
