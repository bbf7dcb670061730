# mistake: sign flipped, y * (<g, y> - g)
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    dot = (grad_y * y).sum(-1, keepdims=True)
    return y * (dot - grad_y)
