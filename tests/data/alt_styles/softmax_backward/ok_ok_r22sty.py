import math
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"y {y.shape} and grad_y {grad_y.shape} differ")
    out = np.empty_like(y, dtype=np.result_type(y, grad_y))
    # row by row with exact scalar sums
    for idx in np.ndindex(*y.shape[:-1]):
        yr = [float(t) for t in y[idx]]
        gr = [float(t) for t in grad_y[idx]]
        dot = math.fsum(a * b for a, b in zip(yr, gr))
        out[idx] = [a * (b - dot) for a, b in zip(yr, gr)]
    return out
