# SOURCE: https://github.com/triton-lang/triton/pull/11409
# BUG: tl.softmax ran its max and sum reductions with keep_dims=False; the rank-reduced max/sum
#      then broadcast as a *row*, so the max subtraction and the sum division were applied along
#      the wrong axis (square tiles give rows that do not sum to 1; non-square tiles raise a shape error).
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis)            # BUG: keepdims=False
    m = np.where(np.isfinite(m), m, 0.0).astype(x.dtype)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis)            # BUG: keepdims=False
    s = np.where(s == 0, 1.0, s).astype(x.dtype)
    return (e / s).astype(x.dtype)
