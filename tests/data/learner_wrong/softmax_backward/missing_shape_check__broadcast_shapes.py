# mistake: no shape check, grad_y (n,) broadcasts against y (..., n)
import numpy as np

def softmax_backward(y, grad_y):
    return (y * (grad_y - np.sum(grad_y * y, axis=-1, keepdims=True))).astype(y.dtype)
