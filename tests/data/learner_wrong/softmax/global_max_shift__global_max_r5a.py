# mistake: shifts by the max of the WHOLE array instead of per slice (rows far below the global max underflow to 0/0)
import numpy as np


def softmax(x, axis=-1):
    finite = x[np.isfinite(x)]
    m = finite.max() if finite.size else 0.0
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(s > 0, e / np.where(s > 0, s, 1), 0.0)
    return out.astype(x.dtype)
