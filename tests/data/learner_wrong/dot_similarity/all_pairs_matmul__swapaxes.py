import numpy as np

# a @ b.T: all pairs
def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    return a @ np.swapaxes(b, -1, -2) if b.ndim > 1 else a @ b
