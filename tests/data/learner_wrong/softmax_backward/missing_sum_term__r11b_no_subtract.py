# WRONG: returns only the diagonal part y * grad_y (forgets to subtract sum(grad_y * y)).
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape")
    return y * grad_y
