# URL: https://github.com/eriklindernoren/ML-From-Scratch/issues/71
# Bug: uses only the diagonal of the Jacobian, grad_y * y * (1 - y); the -y_i*y_j off-diagonal terms are missing.
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return grad_y * y * (1 - y)
