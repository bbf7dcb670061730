# CORRECT: subtract the per-slice max (with all -inf slices shifted by 0), exponentiate, divide, guard empty sums.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(x.dtype)
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    safe = np.where(s == 0, 1, s).astype(x.dtype)
    out = e / safe
    return out.astype(x.dtype, copy=False)
