# SOURCE: https://github.com/eriklindernoren/ML-From-Scratch/pull/125
# MISTAKE: uses only the diagonal of the softmax Jacobian, grad_x = grad_y * y * (1 - y) (the sigmoid-style
#          elementwise derivative), dropping the off-diagonal -y_i y_j terms, i.e. the sum(grad_y * y) correction.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    return (grad_y * y * (1 - y)).astype(y.dtype)
