# MISTAKE: works in place on the caller's grad_y (`grad_y -= ...; grad_y *= y`) and returns it, so the input grad_y is overwritten.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y shapes must match")
    inner = np.einsum("...i,...i->...", grad_y, y)[..., None]
    grad_y -= inner
    grad_y *= y
    return grad_y
