# MISTAKE: (1) the inner product uses sum(grad_y) instead of sum(grad_y * y);
#          (2) in-place edit: grad_y is overwritten (grad_y -= ...; grad_y *= y) and returned.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    grad_y -= grad_y.sum(axis=-1, keepdims=True)
    grad_y *= y
    return grad_y
