# MISTAKE: Uses only the diagonal of the Jacobian, grad_x = y * (1 - y) * grad_y, dropping the cross terms -y_i y_j.
# MISTAKE: Computes in float64 (np.asarray(..., dtype=np.float64)) and returns float64 for float32 inputs.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y, dtype=np.float64)
    grad_y = np.asarray(grad_y, dtype=np.float64)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    return y * (1.0 - y) * grad_y
