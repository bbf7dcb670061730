# MISTAKE: uses only the diagonal of the Jacobian: grad_x = y * (1 - y) * grad_y, dropping the off-diagonal -y_i y_j terms.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("y and grad_y must match")
    local = y * (1.0 - y)
    return (local * grad_y).astype(y.dtype)
