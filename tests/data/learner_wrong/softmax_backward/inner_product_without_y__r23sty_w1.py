# MISTAKE: The row term subtracted is sum(grad_y) instead of the inner product sum(grad_y * y), i.e. grad_x = y * (grad_y - sum_j grad_y_j).
import math
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    n = y.shape[-1]
    y2 = y.reshape(-1, n)
    g2 = grad_y.reshape(-1, n)
    out = np.empty_like(y2)
    for r in range(y2.shape[0]):
        total = math.fsum(float(v) for v in g2[r])
        for j in range(n):
            out[r, j] = y2[r, j] * (g2[r, j] - total)
    return out.reshape(y.shape)
