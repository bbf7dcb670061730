# WRONG: no last-axis size check, so a size-1 last axis broadcasts silently against d (returns a result instead of ValueError); values otherwise right
import numpy as np


def dot_similarity(a, b):
    return np.sum(np.asarray(a) * np.asarray(b), axis=-1)
