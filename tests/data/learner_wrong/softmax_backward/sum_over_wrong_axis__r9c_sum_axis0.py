# WRONG: the inner product <g, y> is summed over axis 0 (across rows) with keepdims instead of over the last axis.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shapes differ")
    inner = np.sum(grad_y * y, axis=0, keepdims=True)
    return y * (grad_y - inner)
