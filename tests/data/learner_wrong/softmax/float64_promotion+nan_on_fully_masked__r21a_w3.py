# MISTAKE: (1) missing guard -- a slice that is all -inf gives -inf - (-inf) = NaN instead of zeros; (2) dtype -- computes in float64 (x.astype(float)), so float32 in gives float64 out.
import numpy as np


def softmax(x, axis=-1):
    z = x.astype(float)
    z = z - z.max(axis=axis, keepdims=True)
    np.exp(z, out=z)
    z /= z.sum(axis=axis, keepdims=True)
    return z
