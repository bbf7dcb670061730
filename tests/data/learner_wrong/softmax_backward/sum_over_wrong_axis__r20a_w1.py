# MISTAKE: the inner product <grad_y, y> is summed over axis 0 (across rows) instead of the last axis -- wrong axis; only right for a single row.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    s = (grad_y * y).sum(axis=0, keepdims=True)
    return y * (grad_y - s)
