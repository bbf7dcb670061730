# mistake: one sum over the whole array instead of per row
import numpy as np
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape")

    g = grad_y
    return y * (g - (g * y).sum())
