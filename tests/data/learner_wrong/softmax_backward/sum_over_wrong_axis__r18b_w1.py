# MISTAKE: the dot product sum(grad_y * y) is taken over axis 0 (the batch/rows axis) instead of the last axis.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y differ in shape")
    s = (grad_y * y).sum(axis=0, keepdims=True)
    return y * (grad_y - s)
