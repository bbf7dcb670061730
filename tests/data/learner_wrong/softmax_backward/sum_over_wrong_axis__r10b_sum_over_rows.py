# wrong: the dot product sum(grad_y * y) is taken over axis -2 (across rows) instead of the last axis -1 for inputs with 2 or more dims (1-D inputs are right); otherwise the formula is right
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    if y.ndim < 2:
        dot = np.sum(grad_y * y, axis=-1, keepdims=True)
    else:
        dot = np.sum(grad_y * y, axis=-2, keepdims=True)
    return y * (grad_y - dot)
