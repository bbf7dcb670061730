# MISTAKE: the inner product <g, y> is summed over axis 0 (across rows) instead of the last axis.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    dot = (grad_y * y).sum(axis=0, keepdims=True)
    return y * (grad_y - dot)
