# MISTAKE: the per-row inner product is summed without keepdims, so for inputs with more than one row it broadcasts along the last axis (wrong values, or an error when rows != n).
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shape mismatch")
    dot = (grad_y * y).sum(axis=-1)
    return y * (grad_y - dot)
