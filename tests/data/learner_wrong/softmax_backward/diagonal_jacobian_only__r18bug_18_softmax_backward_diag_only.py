# SOURCE: https://github.com/neuroph/neuroph/issues/37
# BUG: SoftMax.getDerivative returns 1d * (1d - output): an element-wise "derivative" (and not even
#      output * (1 - output)), ignoring the off-diagonal Jacobian terms -y_i y_j.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y); grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    return (grad_y * (1.0 * (1.0 - y))).astype(y.dtype)   # BUG
