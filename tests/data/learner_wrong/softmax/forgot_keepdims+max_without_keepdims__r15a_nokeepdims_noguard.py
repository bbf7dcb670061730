# wrong: max/sum without keepdims=True (for axis=-1 on 2-D+ input the reduced array broadcasts against the wrong axis: shape error or wrong values; right only for 1-D or axis=0 of 2-D), AND no guard for an all -inf slice (-inf - -inf = NaN)
import numpy as np


def softmax(x, axis=-1):
    e = np.exp(x - np.max(x, axis=axis))
    return e / np.sum(e, axis=axis)
