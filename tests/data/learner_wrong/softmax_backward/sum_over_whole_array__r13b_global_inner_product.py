# WRONG: the inner product sum(grad_y * y) is taken over the whole array (no axis) instead of per row over the last axis; right only for a single row.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("y and grad_y must match")
    s = (grad_y * y).sum()
    return (y * (grad_y - s)).astype(y.dtype)
