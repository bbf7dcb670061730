# CORRECT: the row dot product <grad_y, y> via einsum over the last axis, then y * (grad_y - dot).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    inner = np.einsum("...n,...n->...", y, grad_y)
    return y * (grad_y - np.expand_dims(inner, -1))
