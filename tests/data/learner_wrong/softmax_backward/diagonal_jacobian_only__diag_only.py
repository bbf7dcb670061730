# mistake: diagonal-only Jacobian: y * (1 - y) * g
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError
    return (y * (1 - y) * grad_y).astype(y.dtype)
