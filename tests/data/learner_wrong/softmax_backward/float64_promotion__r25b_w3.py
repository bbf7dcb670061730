# MISTAKE: The row sum is accumulated with dtype=np.float64 "for precision" and never cast back, so float32 inputs return a float64 gradient (dtype not kept).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    dot = np.sum(grad_y * y, axis=-1, keepdims=True, dtype=np.float64)
    return y * (grad_y - dot)
