import numpy as np


def _vjp_row(y, g):
    return y * (g - np.dot(g, y))


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"y {y.shape} and grad_y {grad_y.shape} must have the same shape")
    dt = np.result_type(y, grad_y)
    vjp = np.vectorize(_vjp_row, signature='(n),(n)->(n)', otypes=[dt])
    return vjp(y, grad_y)
