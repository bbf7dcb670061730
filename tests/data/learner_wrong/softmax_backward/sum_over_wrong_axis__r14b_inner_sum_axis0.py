# WRONG: the inner product <g, y> is summed over axis 0 (the batch/first axis) instead of the last axis; identical for a 1-D row, wrong for batched input.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    dot = np.sum(grad_y * y, axis=0, keepdims=True)
    return (y * (grad_y - dot)).astype(y.dtype)
