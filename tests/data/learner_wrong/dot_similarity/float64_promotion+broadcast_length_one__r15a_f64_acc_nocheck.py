# wrong: accumulates with dtype=np.float64 so float32 input returns float64, AND has no ValueError check (last axis 1 vs d silently broadcasts)
import numpy as np


def dot_similarity(a, b):
    return np.sum(a * b, axis=-1, dtype=np.float64)
