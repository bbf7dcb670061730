# WRONG: builds the Jacobian with a broken outer product y[..., :, None] * y[..., :, None] (row i constant y_i^2, not y_i*y_j) AND never checks the shapes (a (n,) grad_y broadcasts against (b, n) y instead of ValueError).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    n = y.shape[-1]
    eye = np.eye(n, dtype=y.dtype)
    J = eye * y[..., :, None] - y[..., :, None] * y[..., :, None]
    return np.einsum("...ij,...j->...i", J, np.broadcast_to(grad_y, y.shape)).astype(y.dtype)
