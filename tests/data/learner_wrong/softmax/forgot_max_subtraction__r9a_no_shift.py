# WRONG: never subtracts the max, so exp overflows for large logits (e.g. 1000) -> inf/inf = NaN; otherwise (guards, dtype) fine
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    s = e.sum(axis=axis, keepdims=True)
    safe = np.where(s > 0, s, 1)
    return np.where(s > 0, e / safe, 0).astype(x.dtype)
