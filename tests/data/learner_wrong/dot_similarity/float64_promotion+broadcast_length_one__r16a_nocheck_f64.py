# WRONG: no last-axis check (1 vs d broadcasts silently instead of ValueError) AND sums with dtype=np.float64 so float32 in gives float64 out
import numpy as np

def dot_similarity(a, b):
    return np.sum(a * b, axis=-1, dtype=np.float64)
