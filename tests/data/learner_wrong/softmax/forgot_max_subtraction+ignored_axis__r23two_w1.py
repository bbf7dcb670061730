# MISTAKE: No max subtraction before exp, so logits like 1000 overflow to inf and give NaN.
# MISTAKE: The normalising sum is always taken over axis=-1 instead of the requested axis, so axis=0 / axis=-2 results do not sum to 1 along that axis.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    s = np.sum(e, axis=-1, keepdims=True)
    return (e / np.where(s > 0, s, 1)).astype(x.dtype, copy=False)
