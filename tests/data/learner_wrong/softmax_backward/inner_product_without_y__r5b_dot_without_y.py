# mistake: subtracts the plain sum of grad_y instead of the weighted sum <grad_y, y>
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return y * (grad_y - grad_y.sum(axis=-1, keepdims=True))
