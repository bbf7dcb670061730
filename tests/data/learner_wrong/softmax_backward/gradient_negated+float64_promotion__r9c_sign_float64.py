# WRONG (two mistakes): the sign is flipped, grad_x = y * (<g, y> - g), and inputs are converted with np.asarray(..., dtype=float) so float32 comes back float64.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y, dtype=float)
    g = np.asarray(grad_y, dtype=float)
    if y.shape != g.shape:
        raise ValueError("y and grad_y differ in shape")
    s = (g * y).sum(axis=-1, keepdims=True)
    return y * (s - g)
