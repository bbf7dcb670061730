# WRONG: the per-row inner product <g, y> has shape (...,) and is subtracted without restoring the last axis, so it broadcasts along the wrong axis (garbage for square (n, n) inputs, a crash for other 2-D shapes; only 1-D rows are right).
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    dot = np.einsum("...i,...i->...", grad_y, y)
    return y * (grad_y - dot)
