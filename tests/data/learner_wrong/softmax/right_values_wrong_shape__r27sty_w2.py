# MISTAKE: after moving axis to the end it is moved back with np.moveaxis(out, axis, -1) instead of np.moveaxis(out, -1, axis), so e.g. a 3-D input with axis=0 comes back with its axes in the wrong order.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    work = np.moveaxis(x, axis, -1)
    m = work.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(x.dtype)
    e = np.exp(work - m)
    z = e.sum(axis=-1, keepdims=True)
    out = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return np.moveaxis(out, axis, -1)
