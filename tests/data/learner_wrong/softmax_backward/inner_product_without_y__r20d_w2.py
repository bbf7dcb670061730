# MISTAKE: the correction term is the plain sum of grad_y over the row (sum_j g_j), forgetting to
# weight it by y (should be sum_j g_j * y_j), in the list-comprehension row builder.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    n = y.shape[-1]
    Y = y.reshape(-1, n)
    G = grad_y.reshape(-1, n)
    rows = [[yr[i] * (gr[i] - sum(gr)) for i in range(n)] for yr, gr in zip(Y, G)]
    return np.array(rows, dtype=y.dtype).reshape(y.shape)
