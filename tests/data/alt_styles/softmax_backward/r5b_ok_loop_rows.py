import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    out = np.empty_like(y)
    for idx in np.ndindex(*y.shape[:-1]):
        yr, gr = y[idx], grad_y[idx]
        out[idx] = yr * gr - yr * np.dot(yr, gr)
    return out
