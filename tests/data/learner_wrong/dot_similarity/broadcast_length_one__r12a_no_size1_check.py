# Wrong: no check of the last-axis sizes, so a size-1 feature axis broadcasts silently against d features (e.g. (4,1) vs (4,3)) instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    prod = np.multiply(a, b)
    return prod.sum(axis=-1)
