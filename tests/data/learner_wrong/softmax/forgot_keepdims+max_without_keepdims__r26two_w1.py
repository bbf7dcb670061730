# MISTAKE: the max and the sum are taken without keepdims, so unless axis is the first axis they broadcast against the wrong axes (e.g. axis=-1 on a (3, 4) array raises, on a square array it gives wrong values).
# MISTAKE: an all -inf slice is not handled: -inf - (-inf) gives NaN instead of a row of zeros.
import numpy as np


def softmax(x, axis=-1):
    shifted = x - np.max(x, axis=axis)
    ex = np.exp(shifted)
    return ex / np.sum(ex, axis=axis)
