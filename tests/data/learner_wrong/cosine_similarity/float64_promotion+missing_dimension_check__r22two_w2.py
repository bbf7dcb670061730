# MISTAKE: No check of the last-axis sizes: a (.., 1) against (.., d) is silently broadcast instead of raising ValueError.
# MISTAKE: Converts the inputs to float64 and never casts back, so float32 inputs return float64.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    num = (a * b).sum(axis=-1)
    den = np.sqrt((a ** 2).sum(axis=-1)) * np.sqrt((b ** 2).sum(axis=-1))
    safe = np.where(den == 0, 1.0, den)
    return np.where(den == 0, 0.0, num / safe)
