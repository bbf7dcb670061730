# CORRECT: explicit last-axis size check, then an einsum over the last axis with broadcast leading axes.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    a_b = np.broadcast_to(a, lead + a.shape[-1:])
    b_b = np.broadcast_to(b, lead + b.shape[-1:])
    return np.einsum("...i,...i->...", a_b, b_b)
