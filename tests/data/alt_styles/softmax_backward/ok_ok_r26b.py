# CORRECT: explicit shape check, per-row inner product with keepdims, y * (g - <g, y>) in the input dtype.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"y {y.shape} and grad_y {grad_y.shape} must have the same shape")
    inner = np.sum(grad_y * y, axis=-1, keepdims=True)
    return (y * (grad_y - inner)).astype(np.result_type(y, grad_y), copy=False)
