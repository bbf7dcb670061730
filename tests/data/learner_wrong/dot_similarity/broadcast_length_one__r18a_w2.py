# MISTAKE: missing guard -- no size check, so a last axis of size 1 broadcasts against size d and returns numbers instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    prod = np.multiply(a, b)
    return prod.sum(axis=-1)
