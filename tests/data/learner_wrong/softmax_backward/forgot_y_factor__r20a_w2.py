# MISTAKE: forgets the outer factor y: returns grad_y - <grad_y, y> instead of y * (grad_y - <grad_y, y>).
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shapes differ")
    flat_y = y.reshape(-1, y.shape[-1])
    flat_g = grad_y.reshape(-1, y.shape[-1])
    rows = []
    for yr, gr in zip(flat_y, flat_g):
        rows.append(gr - np.dot(gr, yr))
    return np.array(rows, dtype=y.dtype).reshape(y.shape)
