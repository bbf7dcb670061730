# mistake: subtracts the plain mean of grad_y instead of the y-weighted sum
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return y * (grad_y - grad_y.mean(axis=-1, keepdims=True))
