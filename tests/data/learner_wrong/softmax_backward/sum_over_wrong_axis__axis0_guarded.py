# mistake: the dot product summed over axis 0 instead of the last axis
import numpy as np
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape")
    return y * (grad_y - np.sum(grad_y * y, axis=0, keepdims=True))
