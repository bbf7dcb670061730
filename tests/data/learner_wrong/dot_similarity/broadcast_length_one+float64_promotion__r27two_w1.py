# MISTAKE: there is no check of the last-axis sizes, so a size-1 last axis is silently broadcast against size d instead of raising ValueError.
# MISTAKE: a is cast to float64 before multiplying, so float32 inputs return float64.
import numpy as np


def dot_similarity(a, b):
    prod = np.asarray(a, dtype=np.float64) * np.asarray(b)
    return prod.sum(axis=-1)
