import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(x - m)
    z = np.sum(e, axis=axis, keepdims=True)
    out = np.where(z > 0, e / np.where(z > 0, z, np.ones_like(z)), np.zeros_like(e))
    return out.astype(x.dtype, copy=False)
