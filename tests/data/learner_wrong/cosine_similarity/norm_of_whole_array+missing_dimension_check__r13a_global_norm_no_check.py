# WRONG: np.linalg.norm(a) / norm(b) without axis is ONE length for the whole array, not one per row; and there is no last-axis check, so a size-1 last axis broadcasts silently instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros_like(dot)
    return dot / denom
