# MISTAKE: the size check relies on numpy broadcasting (a * b), so a last axis of size 1 against size d is silently broadcast instead of raising ValueError.
import numpy as np
from itertools import starmap


def _cos(dot, na, nb):
    return 0.0 if na == 0.0 or nb == 0.0 else dot / (na * nb)


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    try:
        prod = a * b
    except ValueError as err:
        raise ValueError("a and b have incompatible vector sizes") from err
    dots = prod.sum(axis=-1)
    na = np.sqrt((a * a).sum(axis=-1))
    nb = np.sqrt((b * b).sum(axis=-1))
    dots, na, nb = np.broadcast_arrays(dots, na, nb)
    vals = starmap(_cos, zip(dots.ravel(), na.ravel(), nb.ravel()))
    return np.fromiter(vals, dtype=dots.dtype, count=dots.size).reshape(dots.shape)
