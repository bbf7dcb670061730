# MISTAKE: (1) forgets the leading y* factor: returns grad_y - sum(grad_y*y) instead of y*(grad_y - sum(grad_y*y)); (2) the sum is taken over the whole array (no axis) instead of per row on the last axis.
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    return grad_y - np.sum(grad_y * y)
