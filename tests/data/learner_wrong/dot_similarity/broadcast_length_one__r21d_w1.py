# MISTAKE: the size guard is almost right: it only raises when neither last axis is 1, so a (1,) vector against (3,) broadcasts silently instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1] and 1 not in (a.shape[-1], b.shape[-1]):
        raise ValueError("mismatch")
    return np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
