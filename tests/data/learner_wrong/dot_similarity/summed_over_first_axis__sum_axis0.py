# mistake: sums over axis 0 instead of the last axis
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size")
    return (a * b).sum(axis=0)
