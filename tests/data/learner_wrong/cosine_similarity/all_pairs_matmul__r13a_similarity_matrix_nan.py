# WRONG: the "normalise then matmul" similarity-matrix idiom an @ bn^T compares every row with every row (a matrix of all pairs, not one value per row; two 1-D vectors raise AxisError in swapaxes); and a zero vector is divided by its zero norm, giving NaN instead of 0.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    an = a / np.linalg.norm(a, axis=-1, keepdims=True)
    bn = b / np.linalg.norm(b, axis=-1, keepdims=True)
    return an @ np.swapaxes(bn, -1, -2)
