# MISTAKE: uses only the diagonal of the Jacobian, grad_x = grad_y * y * (1 - y), forgetting the off-diagonal -y_i y_j terms.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError("shape mismatch")
    local = y * (1.0 - y)
    return (g * local).astype(y.dtype)
