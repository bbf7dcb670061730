# MISTAKE: no check of the last-axis sizes: the elementwise product broadcasts a size-1 "embedding" against a size-d one instead of raising ValueError.
import numpy as np
from functools import reduce


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    prod = a * b
    cols = [prod[..., i] for i in range(prod.shape[-1])]
    return reduce(lambda x, y: x + y, cols)
