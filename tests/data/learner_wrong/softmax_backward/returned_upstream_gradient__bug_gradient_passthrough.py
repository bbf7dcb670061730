# Bug report: https://github.com/pjreddie/darknet/pull/96
# The softmax layer's backward simply copies the gradient w.r.t. the output into the gradient
# w.r.t. the input (grad_x = grad_y), as if softmax were the identity.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("y and grad_y differ in shape")
    return np.array(grad_y, copy=True)
