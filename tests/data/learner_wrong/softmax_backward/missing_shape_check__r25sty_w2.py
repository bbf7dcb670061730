# MISTAKE: no explicit shape check: numpy broadcasting lets e.g. grad_y (n,) or (1, n) against y (m, n) through silently instead of raising ValueError.
import numpy as np


class SoftmaxGrad:
    def __init__(self, y):
        self._y = np.asarray(y)

    def getOutput(self):
        return self._y

    def getInner(self, grad_y):
        return np.sum(grad_y * self._y, axis=-1, keepdims=True)

    def vjp(self, grad_y):
        grad_y = np.asarray(grad_y)
        return self._y * (grad_y - self.getInner(grad_y))


def softmax_backward(y, grad_y):
    return SoftmaxGrad(y).vjp(grad_y)
