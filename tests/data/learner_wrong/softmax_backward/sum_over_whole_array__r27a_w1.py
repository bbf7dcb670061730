# MISTAKE: sums grad_y * y over the whole array instead of per row (no axis=-1), so rows of a batch contaminate each other.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    inner = np.sum(grad_y * y)
    return y * (grad_y - inner)
