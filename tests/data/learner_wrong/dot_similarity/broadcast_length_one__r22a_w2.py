# MISTAKE: The size check is left to numpy broadcasting (no explicit a.shape[-1] != b.shape[-1] test), so a 1-feature vector against a d-feature one is silently broadcast instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    try:
        prod = a * b
    except ValueError as e:
        raise ValueError(f"incompatible embeddings: {a.shape} vs {b.shape}") from e
    return prod.sum(axis=-1)
