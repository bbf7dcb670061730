# mistake: subtracts the inner product from grad_y in place (modifies the input); values right
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    grad_y -= np.sum(grad_y * y, axis=-1, keepdims=True)
    return y * grad_y
