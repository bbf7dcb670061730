# MISTAKE: the inner product <grad_y, y> is summed over axis 0 (down the rows) instead of the last axis, so any input with more than one row gives wrong gradients.
import numpy as np


class SoftmaxVJP:
    def __init__(self, y):
        self.y = np.asarray(y)

    def __call__(self, g):
        g = np.asarray(g)
        if g.shape != self.y.shape:
            raise ValueError("shape mismatch between y and grad_y")
        dot = np.sum(g * self.y, axis=0, keepdims=True)
        return self.y * (g - dot)


def softmax_backward(y, grad_y):
    return SoftmaxVJP(y)(grad_y)
