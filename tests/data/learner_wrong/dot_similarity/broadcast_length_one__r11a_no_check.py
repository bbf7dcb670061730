# WRONG: no last-axis size check, so a size-1 last axis broadcasts silently against d instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    return np.sum(np.asarray(a) * np.asarray(b), axis=-1)
