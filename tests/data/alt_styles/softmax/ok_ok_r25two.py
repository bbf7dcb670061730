import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    mx = np.max(x, axis=axis, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(x - mx)
    s = np.sum(e, axis=axis, keepdims=True)
    out = np.where(s > 0, e / np.where(s > 0, s, 1), 0)
    return out.astype(x.dtype, copy=False)
