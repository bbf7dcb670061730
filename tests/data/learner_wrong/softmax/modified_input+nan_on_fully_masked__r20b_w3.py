# MISTAKE: (1) in-place edit -- `x -= max` modifies the caller's array; (2) no guard for an all -inf slice: -inf - (-inf) = NaN, so a fully masked slice comes out NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    with np.errstate(invalid="ignore"):
        x -= np.max(x, axis=axis, keepdims=True)
        np.exp(x, out=x)
        x /= np.sum(x, axis=axis, keepdims=True)
    return x
