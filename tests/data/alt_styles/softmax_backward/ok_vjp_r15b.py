import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError("y and grad_y must have the same shape")
    dot = np.einsum("...n,...n->...", g, y)[..., None]
    return (y * (g - dot)).astype(y.dtype)
