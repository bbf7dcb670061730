# mistake: the inner product sums over axis -2 (the rows) instead of the last axis
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return y * (grad_y - np.sum(grad_y * y, axis=-2, keepdims=True))
