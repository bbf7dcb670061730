# mistake: inner product over axis 0
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError
    return (y * (grad_y - np.sum(grad_y * y, axis=0, keepdims=True))).astype(y.dtype)
