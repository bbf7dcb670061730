# MISTAKE: the inner product <g, y> is summed without keepdims=True, so for inputs with two or more axes it broadcasts along the wrong axis (row i's sum is subtracted from column i): silently wrong for square (n, n) inputs, a shape error otherwise.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("y and grad_y must have the same shape")
    inner = (grad_y * y).sum(axis=-1)
    return y * (grad_y - inner)
