# MISTAKE: the norms are np.linalg.norm of the whole array (no axis), so for a batch of rows every row is divided by the same global length.
# MISTAKE: there is no check of the last-axis sizes, so a size-1 vector against a size-d vector silently broadcasts instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    dot = (a * b).sum(axis=-1)
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    if na == 0 or nb == 0:
        return np.zeros_like(dot)
    return dot / (na * nb)
