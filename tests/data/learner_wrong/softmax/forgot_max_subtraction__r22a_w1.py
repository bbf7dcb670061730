# MISTAKE: Not numerically stable: exponentiates x directly without subtracting the maximum, so logits around 1000 overflow to inf and give NaN.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return out.astype(x.dtype, copy=False)
