# MISTAKE: The max is taken without keepdims (x - x.max(axis=axis)), so for 2-D input it broadcasts along the wrong axis (row maxima subtracted column-wise) or raises.
# MISTAKE: exp(x - max) / sum with no guard: a fully masked (all -inf) slice becomes NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    z = x - x.max(axis=axis)
    ez = np.exp(z)
    return ez / ez.sum(axis=axis, keepdims=True)
