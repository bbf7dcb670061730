# MISTAKE: only the diagonal of the Jacobian is used (grad_x = y * (1 - y) * grad_y), dropping the -y_i y_j cross terms.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shape mismatch")
    local = np.vectorize(lambda p: p * (1.0 - p), otypes=[np.asarray(y).dtype])
    return local(y) * grad_y
