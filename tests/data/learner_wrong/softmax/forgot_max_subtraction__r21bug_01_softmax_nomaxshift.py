# SOURCE: https://github.com/deeplearning4j/deeplearning4j/issues/6039
# BUG: the new SoftMax op takes exp of the raw input without first subtracting the row maximum,
#      so large inputs overflow to inf and the result is NaN (the old op subtracted the max).
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)                      # BUG: no x - max(x) shift
    s = np.sum(e, axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return out.astype(x.dtype, copy=False)
