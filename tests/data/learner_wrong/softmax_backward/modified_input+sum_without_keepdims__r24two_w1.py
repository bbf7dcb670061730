# MISTAKE: The row dot product sum(grad_y * y) is taken without keepdims=True, so it broadcasts against the wrong axis for batched rows (and raises for non-square ones).
# MISTAKE: Subtracts in place from grad_y (grad_y -= ...), modifying the caller's input.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    inner = np.sum(grad_y * y, axis=-1)
    grad_y -= inner
    return y * grad_y
