# MISTAKE: (1) no max subtraction: exp(1000) overflows to inf -> NaN; (2) the `axis` argument is ignored,
#          the normalisation is always over the last axis.
import numpy as np


def softmax(x, axis=-1):
    e = np.exp(np.asarray(x))
    total = e.sum(axis=-1, keepdims=True)
    return np.where(total > 0, e / np.where(total > 0, total, 1), 0).astype(e.dtype)
