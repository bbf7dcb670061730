# mistake: np.vdot flattens both arrays: one number for the whole batch
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return np.asarray(np.vdot(a, b))
