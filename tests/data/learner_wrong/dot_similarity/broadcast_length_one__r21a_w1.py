# MISTAKE: missing guard -- no check that the last axes match, so a size-1 last axis broadcasts against d (e.g. (3,) . (1,)) and returns a number instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    return (np.asarray(a) * np.asarray(b)).sum(axis=-1)
