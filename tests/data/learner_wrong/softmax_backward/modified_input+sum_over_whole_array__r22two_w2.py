# MISTAKE: The inner product <grad_y, y> is summed over the whole array (np.sum with no axis) instead of per row over the last axis.
# MISTAKE: Subtracts in place (grad_y -= ...), modifying the caller's grad_y.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    dot = np.sum(grad_y * y)
    grad_y -= dot
    return y * grad_y
