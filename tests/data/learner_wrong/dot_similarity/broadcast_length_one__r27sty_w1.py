# MISTAKE: sizes are validated with np.broadcast_shapes only, so a last axis of size 1 against size d is broadcast silently instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    try:
        np.broadcast_shapes(np.shape(a), np.shape(b))
    except ValueError as exc:
        raise ValueError(f"incompatible embeddings: {exc}")
    return np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
