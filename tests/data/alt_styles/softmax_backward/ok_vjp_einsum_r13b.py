import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"y {y.shape} and grad_y {grad_y.shape} must have the same shape")
    inner = np.einsum("...i,...i->...", grad_y, y)[..., None]
    return (y * (grad_y - inner)).astype(y.dtype)
