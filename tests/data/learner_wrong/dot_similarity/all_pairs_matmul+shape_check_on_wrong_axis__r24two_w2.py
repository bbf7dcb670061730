# MISTAKE: Uses np.inner, which for batches of rows compares every row of a with every row of b (all pairs) instead of row by row with broadcasting.
# MISTAKE: The shape check requires a.shape == b.shape, so legal broadcasting inputs such as (d,) against (n, d) raise ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape:
        raise ValueError(f"shape mismatch: {a.shape} vs {b.shape}")
    return np.inner(a, b)
