# Subtracts the plain sum of grad_y over the row (sum_j g_j) instead of the weighted sum <grad_y, y> = sum_j g_j y_j; written as a loop over rows.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y shapes differ")
    n = y.shape[-1]
    y2 = y.reshape(-1, n)
    g2 = grad_y.reshape(-1, n)
    out = np.empty_like(y2)
    for r in range(y2.shape[0]):
        total = g2[r].sum()
        out[r] = y2[r] * (g2[r] - total)
    return out.reshape(y.shape)
