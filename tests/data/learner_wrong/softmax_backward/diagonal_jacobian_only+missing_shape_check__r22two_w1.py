# MISTAKE: Treats softmax as elementwise: returns y * (1 - y) * grad_y (only the Jacobian diagonal), dropping the -y_i y_j cross terms.
# MISTAKE: No shape check: mismatched y and grad_y are broadcast instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    return y * (1 - y) * grad_y
