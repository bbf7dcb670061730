# MISTAKE: no size check -- relies on numpy broadcasting, so a last axis of size 1 against d
# silently broadcasts instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    return (a * b).sum(-1)
