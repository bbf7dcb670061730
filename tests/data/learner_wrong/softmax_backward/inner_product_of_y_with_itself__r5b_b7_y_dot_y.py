# mistake: typo in the inner product, sum(y * y) instead of sum(grad_y * y)
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return y * (grad_y - np.sum(y * y, axis=-1, keepdims=True))
