# MISTAKE: the inner product <g, y> is summed over axis 0 (across rows) instead of the last axis, so for a batch of rows every row uses the wrong correction term.
import numpy as np


class SoftmaxGrad:
    def __init__(self, y):
        self.y = y

    def vjp(self, g):
        inner = np.sum(g * self.y, axis=0, keepdims=True)
        return self.y * (g - inner)


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    return SoftmaxGrad(y).vjp(grad_y).astype(y.dtype)
