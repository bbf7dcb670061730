# MISTAKE: No check that the last axes have the same size: a size-1 feature axis silently broadcasts against d features instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    # numpy raises by itself if the shapes do not fit
    return np.sum(a * b, axis=-1)
