# MISTAKE: the row sum is taken without keepdims and then reshaped with .reshape(-1, 1), which only lines up for 2-D input; a 1-D y comes back with shape (1, n) and 3-D inputs broadcast wrongly or fail.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shapes differ: y {y.shape} vs grad_y {grad_y.shape}")
    dot = (grad_y * y).sum(axis=-1).reshape(-1, 1)
    return (y * (grad_y - dot)).astype(y.dtype, copy=False)
