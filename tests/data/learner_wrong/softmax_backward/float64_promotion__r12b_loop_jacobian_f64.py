# WRONG: builds the per-row Jacobian in a loop (math is right) but writes into np.zeros(y.shape), which is float64, so float32 inputs come back float64.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    n = y.shape[-1]
    ys = y.reshape(-1, n)
    gs = grad_y.reshape(-1, n)
    out = np.zeros(ys.shape)
    for r in range(ys.shape[0]):
        J = np.diag(ys[r]) - np.outer(ys[r], ys[r])
        out[r] = J @ gs[r]
    return out.reshape(y.shape)
