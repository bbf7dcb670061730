# mistake: always computes and returns float32 (float64 input demoted)
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x, dtype=np.float32)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, np.float32(0))
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
