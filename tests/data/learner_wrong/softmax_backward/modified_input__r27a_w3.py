# MISTAKE: computes the result in place in grad_y (grad_y -= ...; grad_y *= y), modifying the caller's grad_y.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("y and grad_y shapes differ")
    s = (grad_y * y).sum(axis=-1, keepdims=True)
    grad_y -= s
    grad_y *= y
    return grad_y
