# mistake: max without keepdims, then np.expand_dims(m, -1) (always the last axis): the shift broadcasts wrongly for axis != -1
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - np.expand_dims(m, -1))
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0).astype(x.dtype)
