# wrong: two mistakes - uses only the Jacobian diagonal, grad_y * y * (1 - y) (drops the -y_i y_j cross terms), and has no shape check (mismatched shapes broadcast instead of ValueError)
import numpy as np


def softmax_backward(y, grad_y):
    return grad_y * y * (1.0 - y)
