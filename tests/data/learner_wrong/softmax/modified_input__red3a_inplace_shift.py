# mistake: shifts and exponentiates x in place (the caller's scores are destroyed)
import numpy as np


def softmax(x, axis=-1):
    m = x.max(axis=axis, keepdims=True)
    m[~np.isfinite(m)] = 0
    x -= m
    np.exp(x, out=x)
    s = x.sum(axis=axis, keepdims=True)
    s[s == 0] = 1
    return x / s
