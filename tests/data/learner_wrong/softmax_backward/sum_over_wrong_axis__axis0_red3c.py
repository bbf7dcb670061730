import numpy as np

# wrong: the dot product sums over axis 0 instead of the last axis
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    return y * (grad_y - np.sum(grad_y * y, axis=0, keepdims=True))
