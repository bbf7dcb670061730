# SOURCE: https://github.com/uTensor/uTensor/pull/171
# BUG: "The old reduced sum is incorrect. You summed up 'all' elements in the tensor rather than
#      along one axis" -- the softmax denominator is the sum over the whole tensor, not per slice.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0).astype(x.dtype)
    e = np.exp(x - m)
    s = np.sum(e)                       # BUG: sums every element of the tensor
    if s == 0:
        s = 1.0
    return (e / s).astype(x.dtype)
