import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    n = y.shape[-1]
    jac = np.eye(n, dtype=y.dtype) * y[..., None, :] - y[..., :, None] * y[..., None, :]
    return np.einsum("...ij,...j->...i", jac, grad_y)
