# WRONG: uses only the diagonal of the Jacobian, grad_x = grad_y * y * (1 - y) (treats softmax as elementwise, like a sigmoid), dropping the -y_i y_j cross terms.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    return grad_y * y * (1 - y)
