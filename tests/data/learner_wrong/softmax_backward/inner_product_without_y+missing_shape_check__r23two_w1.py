# MISTAKE: The inner term uses sum(grad_y) instead of the weighted sum sum(grad_y * y): returns y * (grad_y - sum(grad_y)).
# MISTAKE: No shape check: mismatched shapes that numpy can broadcast are not rejected with ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    inner = np.sum(grad_y, axis=-1, keepdims=True)
    return y * (grad_y - inner)
