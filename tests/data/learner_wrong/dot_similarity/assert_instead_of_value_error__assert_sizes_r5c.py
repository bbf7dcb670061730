# mistake: the size check is an assert (AssertionError, not ValueError)
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    assert a.shape[-1] == b.shape[-1], "feature sizes differ"
    return np.einsum("...i,...i->...", a, b)
