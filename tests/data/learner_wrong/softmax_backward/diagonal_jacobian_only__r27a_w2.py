# MISTAKE: treats softmax as elementwise and uses only the Jacobian diagonal, returning y * (1 - y) * grad_y.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    local = y * (1 - y)
    return local * grad_y
