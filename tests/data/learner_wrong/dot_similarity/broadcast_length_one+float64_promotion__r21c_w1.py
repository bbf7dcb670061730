# MISTAKE: (1) no size check on the last axes: a (..., 1) against b (..., d) silently broadcasts instead
#          of raising ValueError; (2) np.asarray(..., dtype=float) upcasts float32 inputs so the result is float64.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    return (a * b).sum(axis=-1)
