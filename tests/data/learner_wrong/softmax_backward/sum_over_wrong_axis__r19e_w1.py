# MISTAKE: wrong axis: the inner product sum(grad_y * y) is taken over axis 0 (keepdims) instead of
# the last axis -- right for a single 1-D row, wrong for batches.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    s = (grad_y * y).sum(axis=0, keepdims=True)
    return y * (grad_y - s)
