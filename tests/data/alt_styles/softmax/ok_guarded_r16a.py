import numpy as np

def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m).astype(x.dtype)
    e = np.exp(x - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x.dtype, copy=False)
