# MISTAKE: (1) no max subtraction, so inputs near +1000 overflow to inf/NaN; (2) the normalising sum is always taken over the last axis (axis=-1 hard-coded) instead of `axis`.
import numpy as np

def softmax(x, axis=-1):
    e = np.exp(x)
    return e / e.sum(axis=-1, keepdims=True)
