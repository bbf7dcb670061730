# MISTAKE: the stabilising max is always taken over the last axis while the normalisation uses `axis`, so for axis != -1 the shift does not cancel and the result is wrong.
import numpy as np


def softmax(x, axis=-1):
    shift = np.max(x, axis=-1, keepdims=True)
    shift[np.isneginf(shift)] = 0
    num = np.exp(x - shift)
    den = np.sum(num, axis=axis, keepdims=True)
    res = np.zeros_like(num)
    np.divide(num, den, out=res, where=den != 0)
    return res
