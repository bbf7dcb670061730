import numpy as np

# wrong: correct values but computed in place in grad_y (the caller's gradient is overwritten)
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    grad_y -= np.sum(grad_y * y, axis=-1, keepdims=True)
    grad_y *= y
    return grad_y
