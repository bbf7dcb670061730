# MISTAKE: the inputs are upcast to float64 "for accuracy" and the result is never cast back, so float32 inputs return a float64 gradient (dtype not kept).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y, dtype=np.float64)
    grad_y = np.asarray(grad_y, dtype=np.float64)
    if y.shape != grad_y.shape:
        raise ValueError(f"shapes differ: y {y.shape} vs grad_y {grad_y.shape}")
    dot = np.einsum("...i,...i->...", grad_y, y)[..., None]
    return y * (grad_y - dot)
