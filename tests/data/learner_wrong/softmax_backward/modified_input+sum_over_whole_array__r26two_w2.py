# MISTAKE: the inner product <g, y> is summed over the whole array (np.sum with no axis) instead of per row.
# MISTAKE: grad_y is shifted in place (grad_y -= ...), modifying the caller's gradient.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shape mismatch")
    grad_y -= np.sum(grad_y * y)
    return y * grad_y
