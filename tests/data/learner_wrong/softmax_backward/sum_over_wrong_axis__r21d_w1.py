# MISTAKE: the reduction is over the wrong axis: sum(grad_y * y) is taken over axis 0 instead of the last axis (right only for a single 1-D row).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y); g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError("shapes differ")
    dot = np.einsum("...i,...i->...i", g, y).sum(axis=0, keepdims=True)
    return (y * (g - dot)).astype(y.dtype)
