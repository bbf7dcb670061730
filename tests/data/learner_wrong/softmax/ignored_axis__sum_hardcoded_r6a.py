# WRONG: the max shift uses `axis` but the normalising sum is always over the last axis (-1), so axis=0 / -2 / 1 on a multi-dim array normalises the wrong axis.
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m).astype(x.dtype)
    e = np.exp(x - m)
    total = e.sum(axis=-1, keepdims=True)
    safe = np.where(total == 0, 1, total)
    return (e / safe).astype(x.dtype)
