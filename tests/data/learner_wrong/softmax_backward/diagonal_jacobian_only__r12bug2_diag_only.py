# URL: https://github.com/zhuozhiyongde/Fundamentals-of-Artificial-Intelligence-2024Spring-PKU/issues/1
# Bug: uses only the diagonal of the Jacobian, grad_x = grad_y * y * (1 - y) (the sigmoid derivative); the off-diagonal -y_i y_j terms are missing.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    return (grad_y * y * (1 - y)).astype(y.dtype)
