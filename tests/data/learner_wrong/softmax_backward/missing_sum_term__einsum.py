import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    return np.einsum("...i,...i->...i", y, grad_y)
