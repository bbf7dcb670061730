# MISTAKE: forgets the leading factor y: returns grad_y - <grad_y, y> instead of y * (grad_y - <grad_y, y>) (so a zero weight still gets a gradient).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError("y and grad_y must have identical shapes")
    proj = np.einsum("...i,...i->...", g, y)[..., None]
    return (g - proj).astype(y.dtype)
