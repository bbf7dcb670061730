# CORRECT: explicit last-axis check, then a broadcasting einsum over the shared feature label.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0 or a.shape[-1] != b.shape[-1]:
        raise ValueError(f"feature sizes differ: {a.shape} vs {b.shape}")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    d = a.shape[-1]
    a_b = np.broadcast_to(a, lead + (d,))
    b_b = np.broadcast_to(b, lead + (d,))
    return np.einsum("...i,...i->...", a_b, b_b)
