import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y %s and grad_y %s must have the same shape" % (y.shape, grad_y.shape))
    n = y.shape[-1] if y.ndim else 1
    Y = y.reshape(-1, n)
    G = grad_y.reshape(-1, n)
    out = np.empty(Y.shape, dtype=np.result_type(y, grad_y))   # preallocated
    for r in range(Y.shape[0]):
        dot = 0.0
        for j in range(n):
            dot += float(G[r, j]) * float(Y[r, j])
        for j in range(n):
            out[r, j] = Y[r, j] * (G[r, j] - dot)
    return out.reshape(y.shape)
