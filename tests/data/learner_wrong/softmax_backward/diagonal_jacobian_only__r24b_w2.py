# MISTAKE: only the diagonal of the Jacobian is used (grad_x = grad_y * y * (1 - y)), treating softmax as elementwise like a sigmoid and dropping the -y_i y_j cross terms.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shape mismatch {y.shape} vs {grad_y.shape}")
    # dy_i/dx_i = y_i (1 - y_i)
    return (grad_y * y * (1.0 - y)).astype(y.dtype)
