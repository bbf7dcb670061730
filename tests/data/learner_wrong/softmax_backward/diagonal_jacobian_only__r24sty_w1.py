# MISTAKE: softmax is differentiated as if it were elementwise: only the diagonal of the Jacobian, y_i (1 - y_i) g_i, is used; the -y_i y_j g_j cross terms are missing.
import numpy as np

# d softmax_i / d x_i = y_i (1 - y_i)
_local_grad = np.frompyfunc(lambda yi, gi: yi * (1.0 - yi) * gi, 2, 1)


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch between y and grad_y")
    return _local_grad(y, grad_y).astype(y.dtype)
