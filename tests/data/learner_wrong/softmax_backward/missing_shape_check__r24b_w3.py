# MISTAKE: the shape check only compares the last axis (y.shape[-1] != grad_y.shape[-1]), so y and grad_y with different leading shapes (e.g. (3,) vs (2, 3) or (1, 3) vs (4, 3)) are broadcast instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.ndim == 0 or grad_y.ndim == 0:
        raise ValueError("softmax_backward needs at least 1-D inputs")
    if y.shape[-1] != grad_y.shape[-1]:
        raise ValueError(f"last axis differs: {y.shape[-1]} vs {grad_y.shape[-1]}")
    gy = np.einsum('...n,...n->...', grad_y, y)[..., None]
    return (y * (grad_y - gy)).astype(y.dtype)
