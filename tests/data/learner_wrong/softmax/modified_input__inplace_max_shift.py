import numpy as np

# subtracts the max in place into x (modifies the input)
def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m[~np.isfinite(m)] = 0
    x -= m
    np.exp(x, out=x)
    s = x.sum(axis=axis, keepdims=True)
    return np.divide(x, s, out=np.zeros_like(x), where=s > 0)
