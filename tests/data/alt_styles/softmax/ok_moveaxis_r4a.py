# correct: move the axis to the end, stable shift, guard for all -inf slices
import numpy as np

def softmax(x, axis=-1):
    x = np.asarray(x)
    z = np.moveaxis(x, axis, -1)
    m = z.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(z.dtype)
    e = np.exp(z - m)
    s = e.sum(axis=-1, keepdims=True)
    safe = np.where(s > 0, s, 1).astype(z.dtype)
    out = np.where(s > 0, e / safe, 0).astype(x.dtype)
    return np.moveaxis(out, -1, axis)
