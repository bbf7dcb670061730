import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    z = np.sum(e, axis=axis, keepdims=True)
    out = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return out.astype(x.dtype, copy=False)
