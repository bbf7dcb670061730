# MISTAKE: the inner product <grad_y, y> is summed over the WHOLE array (np.sum without axis) instead of per row over the last axis.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    inner = np.sum(grad_y * y)
    return y * (grad_y - inner)
