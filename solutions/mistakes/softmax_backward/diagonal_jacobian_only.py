import numpy as np


def softmax_backward(y, grad_y):
    return y * (1.0 - y) * grad_y  # only the diagonal dy_i/dx_i of the Jacobian: the sigmoid formula
