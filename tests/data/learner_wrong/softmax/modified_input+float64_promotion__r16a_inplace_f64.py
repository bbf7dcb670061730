# WRONG: subtracts the max in place (x -= m modifies the caller's array) AND sums with dtype=np.float64 so float32 in gives float64 out
import numpy as np

def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m[np.isneginf(m)] = 0
    x -= m
    e = np.exp(x)
    z = np.sum(e, axis=axis, keepdims=True, dtype=np.float64)
    return np.divide(e, z, out=np.zeros(e.shape), where=z > 0)
