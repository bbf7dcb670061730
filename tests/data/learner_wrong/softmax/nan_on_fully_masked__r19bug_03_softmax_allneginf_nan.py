# SOURCE: https://github.com/pytorch/pytorch/issues/25110
# BUG: A slice that is all -inf gives NaN (0/0, and -inf - (-inf)) instead of zeros: the usual
#      max-subtracted softmax with no guard for a fully masked row.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    mx = np.max(x, axis=axis, keepdims=True)
    e = np.exp(x - mx)                    # -inf - (-inf) = nan for an all -inf slice
    return (e / np.sum(e, axis=axis, keepdims=True)).astype(x.dtype, copy=False)
