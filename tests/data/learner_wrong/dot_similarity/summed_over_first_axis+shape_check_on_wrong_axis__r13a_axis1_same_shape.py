# WRONG: sums over axis=1 instead of the last axis (1-D inputs raise AxisError, 3-D inputs sum over the wrong axis); and it demands a.shape == b.shape, so valid broadcasting like (d,) against (n, d) raises ValueError.
import numpy as np


def dot_similarity(a, b):
    if a.shape != b.shape:
        raise ValueError("a and b must have the same shape")
    return (a * b).sum(axis=1)
