# mistake: (e.T / e.sum(axis)).T instead of keepdims: right for 2-D rows only, wrong broadcast for other axes / >2-D
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = e.sum(axis=axis)
    s = np.where(s == 0, 1.0, s)
    return (e.T / s.T).T.astype(x.dtype)
