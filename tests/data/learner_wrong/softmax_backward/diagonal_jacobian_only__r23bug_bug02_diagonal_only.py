# SOURCE: https://github.com/RubixML/ML/pull/438
# MISTAKE: Uses only the diagonal of the softmax Jacobian, grad_x = grad_y * y * (1 - y), dropping the off-diagonal -y_i*y_j terms (the `- sum(grad_y * y)` part of the vector-Jacobian product).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shape mismatch: y {y.shape} vs grad_y {grad_y.shape}")
    # derivative of softmax: dy/dx = y * (1 - y)
    dydx = y * (1.0 - y)
    return (grad_y * dydx).astype(y.dtype, copy=False)
