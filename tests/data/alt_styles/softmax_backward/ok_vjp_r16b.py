import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError("shape mismatch")
    dot = np.einsum('...i,...i->...', g, y)[..., None]
    return (y * (g - dot)).astype(y.dtype)
