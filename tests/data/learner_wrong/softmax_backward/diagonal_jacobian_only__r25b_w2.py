# MISTAKE: Treats softmax as elementwise and uses only the Jacobian diagonal: grad_x = y * (1 - y) * grad_y, dropping the -y_i y_j cross terms.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    # dy_i/dx_i = y_i (1 - y_i)
    return (grad_y * y * (1.0 - y)).astype(y.dtype, copy=False)
