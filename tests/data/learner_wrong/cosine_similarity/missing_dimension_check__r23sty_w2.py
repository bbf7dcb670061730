# MISTAKE: There is no explicit check of the last-axis sizes; it relies on numpy broadcasting to fail, so a size-1 last axis against size d (e.g. (4, 1) vs (4, 3)) is silently broadcast instead of raising ValueError.
import numpy as np
from functools import reduce


def _rowsum(arr):
    # sum over the last axis via reduce over its slices
    return reduce(np.add, np.moveaxis(arr, -1, 0))


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    dot = _rowsum(a * b)
    na = np.sqrt(_rowsum(a * a))
    nb = np.sqrt(_rowsum(b * b))
    denom = na * nb
    safe = np.where(denom > 0, denom, 1)
    out = np.where(denom > 0, dot / safe, 0)
    return np.clip(out, -1, 1).astype(np.result_type(a, b))
