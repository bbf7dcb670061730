# MISTAKE: The normalising sum is hard-coded to axis=-1 while the max is taken along `axis`, so any axis other than the last is normalised over the wrong axis.
# MISTAKE: No guard for an all -inf slice: the max is -inf and exp(-inf - (-inf)) gives NaN instead of zeros.
import numpy as np


def softmax(x, axis=-1):
    shifted = x - np.max(x, axis=axis, keepdims=True)
    e = np.exp(shifted)
    return e / np.sum(e, axis=-1, keepdims=True)
