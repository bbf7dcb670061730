# MISTAKE: subtracts the plain row sum of grad_y instead of the weighted sum sum(grad_y * y).
# MISTAKE: the subtraction is done in place on grad_y (grad_y -= ...), so the caller's gradient array is modified.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shape mismatch")
    grad_y -= grad_y.sum(axis=-1, keepdims=True)
    return y * grad_y
