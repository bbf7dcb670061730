# MISTAKE: No size check: np.sum(a * b, -1) lets a size-1 last axis broadcast against size d instead of raising ValueError.
# MISTAKE: Accumulates with dtype=np.float64 and never casts back, so float32 inputs return float64.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    # accumulate in double precision for accuracy
    return np.sum(a * b, axis=-1, dtype=np.float64)
