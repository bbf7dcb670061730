# MISTAKE: the last-axis size check only runs when a.ndim == b.ndim, so a size-1 vector against a batch of different rank (e.g. (1,) vs (3, 3)) silently broadcasts instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == b.ndim and a.shape[-1] != b.shape[-1]:
        raise ValueError(f"cannot compare {a.shape} with {b.shape}")
    # different ranks: numpy broadcasting handles one-vs-many
    return np.sum(a * b, axis=-1)
