# MISTAKE: A slice that is all -inf computes -inf - (-inf) = NaN (max shift without a guard), so fully masked rows become NaN instead of zeros.
# MISTAKE: x is cast to float64 before exp and never cast back, so float32 input returns float64.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x, dtype=np.float64)
    z = x - np.max(x, axis=axis, keepdims=True)
    e = np.exp(z)
    return e / np.sum(e, axis=axis, keepdims=True)
