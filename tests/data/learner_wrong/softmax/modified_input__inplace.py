# mistake: subtracts the max in place, writing into the caller's x
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    x -= m
    np.exp(x, out=x)
    s = x.sum(axis=axis, keepdims=True)
    return np.divide(x, s, out=np.zeros_like(x), where=s > 0)
