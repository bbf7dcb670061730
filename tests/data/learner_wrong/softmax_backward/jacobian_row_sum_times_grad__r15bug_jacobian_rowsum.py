# URL: https://stackoverflow.com/questions/36279904/softmax-derivative-in-numpy-approaches-0-implementation
# Bug: "derivative" = y*(1-y) - sum_{j!=i} y_i*y_j (a row sum of the Jacobian, identically 0 for a normalised row) multiplied elementwise by grad_y, instead of y*(grad_y - <grad_y, y>); gradient is ~0 everywhere.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    n = y.shape[-1]
    deriv = y * (1 - y) + sum(-y * np.roll(y, i, axis=-1) for i in range(1, n))
    return (grad_y * deriv).astype(y.dtype)
