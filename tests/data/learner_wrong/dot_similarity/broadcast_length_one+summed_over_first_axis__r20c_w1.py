# MISTAKE: (1) no check of the last-axis sizes, so a size-1 last axis silently broadcasts instead of ValueError; (2) the sum is over axis 0 instead of the last axis.
import numpy as np

def dot_similarity(a, b):
    prod = np.asarray(a) * np.asarray(b)
    return prod.sum(axis=0)
