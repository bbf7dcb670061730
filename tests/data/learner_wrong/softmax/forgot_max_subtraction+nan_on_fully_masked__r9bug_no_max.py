# https://github.com/numenta/nupic-legacy/pull/3818
# Bug: no max subtraction before exp: overflows to inf/NaN for large logits (e.g. 1000), and an all -inf slice gives 0/0 = NaN instead of zeros.
import numpy as np

def softmax(x, axis=-1):
    e = np.exp(x)
    return e / np.sum(e, axis=axis, keepdims=True)
