# MISTAKE: (1) the max is not subtracted before exp, so inputs like 1000 overflow to inf/NaN; (2) the sum is always over the last axis (axis argument ignored in the sum), wrong for axis=0.
import numpy as np

def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x)
    return e / e.sum(axis=-1, keepdims=True)
