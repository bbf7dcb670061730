# Wrong: casts to float64 "for stability" (float32 in -> float64 out), and an all -inf slice gives 0/0 = NaN because the shift is guarded but the division by the zero sum is not.
import numpy as np


def softmax(x, axis=-1):
    x64 = x.astype(np.float64)
    m = np.max(x64, axis=axis, keepdims=True)
    m[np.isinf(m)] = 0.0
    e = np.exp(x64 - m)
    return e / e.sum(axis=axis, keepdims=True)
