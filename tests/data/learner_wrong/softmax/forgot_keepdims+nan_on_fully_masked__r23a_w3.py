# MISTAKE: The sum is taken without keepdims=True, so it broadcasts against the wrong axis: fine for 1-D input or a leading axis, but wrong (or a shape error) for axis=-1 on 2-D and higher inputs.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(x - m)
    s = np.sum(e, axis=axis)
    safe = np.where(s > 0, s, np.ones_like(s))
    return e / safe
