# Two mistakes: <grad_y, y> is summed over the whole array (np.sum without axis) instead of per row, which shows only with more than one row; and the inputs are cast to float64 and never cast back, so float32 inputs return float64.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shapes differ")
    y = np.asarray(y, dtype=np.float64)
    g = np.asarray(grad_y, dtype=np.float64)
    dot = np.sum(g * y)
    return y * (g - dot)
