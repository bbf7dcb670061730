"""Reference: vector-Jacobian product of softmax along the last axis.

y = softmax(x), dy_i/dx_j = y_i (delta_ij - y_j), so J = diag(y) - y y^T (symmetric) and
grad_x = J grad_y = y * grad_y - y (y . grad_y) = y * (grad_y - <grad_y, y>).
Adding a constant to every grad_y entry of a row changes nothing (softmax is shift invariant),
and a row of zeros (a fully masked query) gets zero gradient.
"""

import numpy as np


def softmax_backward(y, grad_y):
    """grad_x = y * (grad_y - sum(grad_y * y, -1, keepdims=True))."""
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"y has shape {y.shape} but grad_y has shape {grad_y.shape}")
    inner = np.sum(grad_y * y, axis=-1, keepdims=True)     # (..., 1): <grad_y, y> per row
    return (y * (grad_y - inner)).astype(np.result_type(y, grad_y), copy=False)  # (..., n)
