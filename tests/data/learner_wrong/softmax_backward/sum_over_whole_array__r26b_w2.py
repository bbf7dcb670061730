# MISTAKE: the inner product <g, y> is summed over the whole array instead of per row, mixing rows together for batched input.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must match in shape")
    return y * grad_y - y * np.sum(grad_y * y)
