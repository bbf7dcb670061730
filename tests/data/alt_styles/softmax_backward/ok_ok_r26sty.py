# CORRECT: the row inner product is an einsum with ellipsis, re-expanded with [..., None].
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"y {y.shape} and grad_y {grad_y.shape} must have the same shape")
    dt = np.result_type(y.dtype, grad_y.dtype)
    inner = np.einsum("...n,...n->...", grad_y, y)[..., None]
    return (y * (grad_y - inner)).astype(dt, copy=False)
