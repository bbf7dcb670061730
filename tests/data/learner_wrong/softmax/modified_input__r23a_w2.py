# MISTAKE: Works in place on the input to save memory (x -= max, np.exp(x, out=x), divide with out=x), so the caller's x is overwritten and returned.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    x -= m
    np.exp(x, out=x)
    s = np.sum(x, axis=axis, keepdims=True)
    np.divide(x, s, out=x, where=s > 0)
    return x
