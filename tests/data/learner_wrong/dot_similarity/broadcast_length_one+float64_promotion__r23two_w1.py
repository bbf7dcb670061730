# MISTAKE: No check that the last axes have the same size: a (n, 1) input silently broadcasts against (n, d) instead of raising ValueError.
# MISTAKE: The sum is accumulated with dtype=np.float64, so float32 inputs return float64 (dtype not kept).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    return np.sum(a * b, axis=-1, dtype=np.float64)
