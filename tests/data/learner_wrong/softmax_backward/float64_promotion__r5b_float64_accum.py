# mistake: accumulates the dot in float64 (dtype=np.float64) and never casts back: float32 in -> float64 out
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    dot = np.sum(grad_y * y, axis=-1, keepdims=True, dtype=np.float64)
    return y * (grad_y - dot)
