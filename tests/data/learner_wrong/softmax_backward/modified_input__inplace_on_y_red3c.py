import numpy as np

# wrong: right formula, but multiplies into y in place (the caller's softmax output is overwritten)
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    t = grad_y - np.sum(grad_y * y, axis=-1, keepdims=True)
    y *= t
    return y
