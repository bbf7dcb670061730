# MISTAKE: Divides by the squared lengths (sum of squares) - the square root is missing in the norm.
# MISTAKE: No check of the last-axis sizes: a size-1 vector silently broadcasts against a d-vector instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    dot = (a * b).sum(axis=-1)
    na = (a * a).sum(axis=-1)
    nb = (b * b).sum(axis=-1)
    denom = na * nb
    return np.where(denom == 0, 0.0, dot / np.where(denom == 0, 1.0, denom)).astype(a.dtype)
