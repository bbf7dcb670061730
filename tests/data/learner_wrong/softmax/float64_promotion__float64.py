# mistake: computes in float64 and never casts back (float32 in -> float64 out)
import numpy as np


def softmax(x, axis=-1):
    x64 = np.asarray(x, dtype=np.float64)
    m = np.max(x64, axis=axis, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(x64 - m)
    s = e.sum(axis=axis, keepdims=True)
    s[s == 0] = 1.0
    return e / s
