# CORRECT: O(n) vector-Jacobian product with a keepdims row sum, after an exact shape check.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    inner = np.sum(grad_y * y, axis=-1, keepdims=True)
    return (y * (grad_y - inner)).astype(np.result_type(y, grad_y))
