# mistake: the denominator sums over the whole array (no axis), guard for fully masked rows included
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(x - m)
    total = e.sum()
    return (e / total if total > 0 else np.zeros_like(e)).astype(x.dtype)
