# MISTAKE: treats softmax as elementwise and keeps only the Jacobian's diagonal: grad_x = y * (1 - y) * grad_y, dropping the off-diagonal -y_i y_j terms.
import numpy as np
from functools import reduce
from operator import mul


def softmax_backward(y, grad_y):
    y, grad_y = np.asarray(y), np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return reduce(mul, (y, 1 - y, grad_y))
