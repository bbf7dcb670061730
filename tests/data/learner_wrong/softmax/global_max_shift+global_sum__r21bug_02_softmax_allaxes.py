# SOURCE: https://github.com/nntrainer/nntrainer/pull/430
# BUG: "Softmax should apply on 1 axis (last axis in this patch) than all the axis" -- the softmax
#      normalised over every element of the tensor instead of along one axis.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x)                      # BUG: max over all axes
    if not np.isfinite(m):
        return np.zeros_like(x)
    e = np.exp(x - m)
    out = e / np.sum(e)                # BUG: sum over all axes, `axis` ignored
    return out.astype(x.dtype, copy=False)
