# MISTAKE: the inner product sum(grad_y * y) is taken over the FIRST axis (einsum 'i...,i...->...'
# and re-expanded with [None]) instead of the last axis -- wrong for any input with more than one row.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    dot = np.einsum('i...,i...->...', grad_y, y)[None]
    return np.einsum('...i,...i->...i', y, grad_y - dot)
