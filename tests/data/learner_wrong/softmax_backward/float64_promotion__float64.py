# mistake: computes in float64, returns float64
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError
    y64 = y.astype(np.float64); g = grad_y.astype(np.float64)
    return y64 * (g - (g * y64).sum(-1, keepdims=True))
