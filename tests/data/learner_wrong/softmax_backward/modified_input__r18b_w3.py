# MISTAKE: computes the result in place in the caller's grad_y buffer (`grad_y -= ...; grad_y *= y`) and returns it, modifying the input.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shapes differ")
    inner = np.einsum("...i,...i->...", grad_y, y)[..., None]
    grad_y -= inner
    grad_y *= y
    return grad_y
