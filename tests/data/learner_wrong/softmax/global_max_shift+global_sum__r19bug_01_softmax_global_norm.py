# SOURCE: https://github.com/deeplearning4j/nd4j/issues/44
# BUG: The max and the sum are taken over ALL elements of the tensor (a scalar Max(x) and Sum(y)),
#      not along the softmax axis, so each row is normalised by the whole array's sum instead of its own.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    mx = np.max(x)                       # global max (the reported bug), not per-slice
    if not np.isfinite(mx):
        mx = 0.0
    e = np.exp(x - mx)
    s = np.sum(e)                        # global sum (the reported bug), not along `axis`
    if s == 0:
        return np.zeros_like(x)
    return (e / s).astype(x.dtype, copy=False)
