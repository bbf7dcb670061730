# mistake: always returns float32 (float64 demoted)
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return (y * (grad_y - (grad_y * y).sum(-1, keepdims=True))).astype(np.float32)
