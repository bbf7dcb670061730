# MISTAKE: it relies on numpy broadcasting to catch size mismatches, so a last axis of size 1 against size d is silently broadcast instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    prod = np.multiply(a, b)
    return np.sum(prod, axis=-1)
