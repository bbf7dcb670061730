# mistake: max and sum taken without keepdims, so they broadcast along the wrong axis
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=axis)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(s > 0, e / s, 0.0)
    return out.astype(x.dtype)
