import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    z = np.moveaxis(x, axis, -1)
    m = np.max(z, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(z - m)
    s = e.sum(axis=-1, keepdims=True)
    out = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return np.moveaxis(out, -1, axis).astype(x.dtype, copy=False)
