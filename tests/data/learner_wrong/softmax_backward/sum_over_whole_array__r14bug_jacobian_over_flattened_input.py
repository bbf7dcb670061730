# https://github.com/PrincetonUniversity/PsyNeuLink/pull/2539 -- full Jacobian diag(y) - y y^T built over the whole (flattened) input instead of per row: rows are coupled, so only 1-D inputs (one row) are right; also builds the n x n Jacobian.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    yf = y.reshape(-1)
    J = np.diag(yf) - np.outer(yf, yf)
    return (J @ grad_y.reshape(-1)).reshape(y.shape).astype(y.dtype)
