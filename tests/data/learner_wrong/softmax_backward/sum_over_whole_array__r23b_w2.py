# MISTAKE: <g, y> is summed over the whole array (np.sum with no axis) instead of per row along the last axis, so every row is shifted by the same global dot product; only right for a single row.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shapes differ: y {y.shape} vs grad_y {grad_y.shape}")
    dot = np.sum(grad_y * y)
    return (y * (grad_y - dot)).astype(y.dtype, copy=False)
