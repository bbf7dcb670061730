# MISTAKE: computes the result in place in the caller's grad_y buffer (`grad_y -= ...; grad_y *= y`), modifying the input.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y need the same shape")
    n = y.shape[-1]
    flat_y = y.reshape(-1, n)
    flat_g = grad_y.reshape(-1, n)
    for r in range(flat_y.shape[0]):
        dot = float(np.dot(flat_g[r], flat_y[r]))
        flat_g[r] -= dot
        flat_g[r] *= flat_y[r]
    return grad_y
