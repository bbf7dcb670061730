# MISTAKE: missing guard -- no check that the last axes have equal size, so a size-1 last axis broadcasts against d and returns numbers instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    return (np.asarray(a) * np.asarray(b)).sum(-1)
