# MISTAKE: the size check only relies on broadcasting, so b with a last axis of size 1 against a with last axis d is accepted instead of raising ValueError.
# MISTAKE: it multiplies into the input in place (a *= b), which modifies the caller's a (and raises when a must broadcast up to b's shape).
import numpy as np


def dot_similarity(a, b):
    try:
        np.broadcast_shapes(a.shape, b.shape)
    except ValueError:
        raise ValueError("incompatible shapes")
    a *= b
    return a.sum(axis=-1)
