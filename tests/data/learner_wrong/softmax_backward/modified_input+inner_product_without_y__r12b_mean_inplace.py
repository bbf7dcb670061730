# WRONG: two mistakes: subtracts the plain mean of grad_y over the last axis instead of the y-weighted sum <grad_y, y> (only right when y is uniform); and does it in place on grad_y (grad_y -= ...), modifying the caller's input.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must match")
    grad_y -= grad_y.mean(axis=-1, keepdims=True)
    return y * grad_y
