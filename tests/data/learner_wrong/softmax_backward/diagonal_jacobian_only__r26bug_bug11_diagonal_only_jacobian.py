# SOURCE: https://github.com/deeplearning4j/libnd4j/issues/440
# MISTAKE: Only the diagonal of the softmax Jacobian is used, grad_x = y * (1 - y) * grad_y, so the off-diagonal terms -y_i y_j (the sum over the other outputs) are missing.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shape mismatch: {y.shape} vs {grad_y.shape}")
    # derivative of softmax output w.r.t. its own input
    dydx = y * (1.0 - y)
    return (dydx * grad_y).astype(np.result_type(y, grad_y))
