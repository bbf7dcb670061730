# SOURCE: https://github.com/openclaw/openclaw/pull/43467
# MISTAKE: Vectors of different lengths are silently truncated to the shorter length (Math.min(a.length, b.length)) and the dot product is taken over that prefix, instead of raising ValueError for mismatched last-axis sizes.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    n = min(a.shape[-1], b.shape[-1])
    return np.sum(a[..., :n] * b[..., :n], axis=-1)
