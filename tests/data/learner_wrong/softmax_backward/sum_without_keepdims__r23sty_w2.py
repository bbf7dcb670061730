# MISTAKE: Uses the 2-D ".T broadcasting" trick (y.T * (g.T - rowsum)).T to avoid keepdims; .T reverses ALL axes, so for inputs with more than 2 dimensions the row sums are broadcast against the wrong axes (wrong values or a broadcast error).
import numpy as np


class SoftmaxGrad:
    def __init__(self, y):
        self.y = np.asarray(y)

    def vjp(self, grad_y):
        grad_y = np.asarray(grad_y)
        if grad_y.shape != self.y.shape:
            raise ValueError("grad_y must have the shape of y")
        rowsum = np.sum(grad_y * self.y, axis=-1)
        return (self.y.T * (grad_y.T - rowsum)).T


def softmax_backward(y, grad_y):
    return SoftmaxGrad(y).vjp(grad_y)
