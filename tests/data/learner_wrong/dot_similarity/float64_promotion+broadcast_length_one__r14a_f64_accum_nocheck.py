# Wrong: accumulates with dtype=np.float64 (float32 in -> float64 out) and has no size check, so a size-1 last axis broadcasts silently instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    return np.sum(np.multiply(a, b), axis=-1, dtype=np.float64)
