# MISTAKE: missing guard -- no check that the last axes match; a size-1 last axis broadcasts against size d (and gives a result) instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    return np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
