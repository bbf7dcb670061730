# WRONG: np.einsum('...d,...d->...') with no size check: einsum broadcasts a size-1 last axis, so a 1-feature vector against a 3-feature one returns numbers instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    return np.einsum("...d,...d->...", a, b)
