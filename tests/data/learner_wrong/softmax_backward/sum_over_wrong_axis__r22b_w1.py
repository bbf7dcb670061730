# MISTAKE: the inner product <g, y> is summed over axis 0 (across rows) instead of the last axis; right only for a single row.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    dot = np.sum(grad_y * y, axis=0, keepdims=True)
    return (y * (grad_y - dot)).astype(y.dtype, copy=False)
