import numpy as np

# correct: explicit batched Jacobian diag(y) - y y^T with einsum (O(n^2), but right)
def softmax_backward(y, grad_y):
    y = np.asarray(y); grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    n = y.shape[-1]
    J = np.einsum("...i,ij->...ij", y, np.eye(n, dtype=y.dtype)) - np.einsum("...i,...j->...ij", y, y)
    return np.einsum("...ij,...j->...i", J, grad_y).astype(y.dtype)
