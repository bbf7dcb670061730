# WRONG: subtracts the plain mean of grad_y instead of the y-weighted sum <g, y> AND np.mean(..., dtype=np.float64) makes a float32 input come back float64.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    centre = np.mean(grad_y, axis=-1, keepdims=True, dtype=np.float64)
    return y * (grad_y - centre)
