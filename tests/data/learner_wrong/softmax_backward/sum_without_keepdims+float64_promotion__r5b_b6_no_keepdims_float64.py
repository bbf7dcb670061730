# mistakes: inner product without keepdims AND accumulated in float64 (float32 in -> float64 out)
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return y * (grad_y - np.sum(grad_y * y, axis=-1, dtype=np.float64))
