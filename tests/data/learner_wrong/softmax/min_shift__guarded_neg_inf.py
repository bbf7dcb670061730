import numpy as np

# subtracts the min instead of the max, with a NaN guard
def softmax(x, axis=-1):
    m = np.min(np.where(np.isneginf(x), np.inf, x), axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x.dtype)
