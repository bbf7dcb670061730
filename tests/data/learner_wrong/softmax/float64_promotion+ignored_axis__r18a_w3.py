# MISTAKE: (1) the normalising sum is always over axis -1, whatever `axis` is (only the max uses `axis`); (2) computes in float64 (np.asarray(x, dtype=np.float64)) and returns float64 for float32 input.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x, dtype=np.float64)
    m = np.max(x, axis=axis, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(x - m)
    total = e.sum(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore"):
        out = np.where(total > 0, e / total, 0.0)
    return out
