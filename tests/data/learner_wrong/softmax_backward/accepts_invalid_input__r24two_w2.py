# MISTAKE: Builds the Jacobian with np.diag(y) - np.outer(y, y), which is only right for a 1-D y: for batched y np.diag extracts a diagonal and np.outer flattens, giving garbage or a shape error.
# MISTAKE: No check that y and grad_y have the same shape (no ValueError).
import numpy as np


def softmax_backward(y, grad_y):
    jac = np.diag(y) - np.outer(y, y)
    return grad_y @ jac
