# mistake: no size check: a size-1 feature axis broadcasts silently
import numpy as np


def dot_similarity(a, b):
    return (a * b).sum(axis=-1)
