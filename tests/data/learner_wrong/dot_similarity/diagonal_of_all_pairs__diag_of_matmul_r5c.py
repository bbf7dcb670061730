# mistake: np.diag(a @ b.T) -- right for two equal-shape 2-D batches, wrong when one side broadcasts or there are more leading axes
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    if a.ndim == 1 and b.ndim == 1:
        return a @ b
    return np.diag(a @ np.swapaxes(b, -1, -2))
