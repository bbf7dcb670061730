# Bug report: https://github.com/deeplearning4j/libnd4j/issues/440
# Only the diagonal of the softmax Jacobian, y * (1 - y), is used: grad_x = grad_y * y * (1 - y);
# the off-diagonal -y_i y_j terms (the row sum) are missing.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return grad_y * y * (1 - y)
