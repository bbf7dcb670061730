# two mistakes: no max shift (overflow on large logits) and computed/returned in float64
import numpy as np


def softmax(x, axis=-1):
    x64 = np.asarray(x, dtype=np.float64)
    e = np.exp(x64)
    s = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
