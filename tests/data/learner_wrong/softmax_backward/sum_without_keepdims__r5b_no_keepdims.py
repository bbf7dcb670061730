# mistake: sum without keepdims: the row dots broadcast along the wrong axis (errors, or silently wrong on square inputs)
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return y * (grad_y - np.sum(grad_y * y, axis=-1))
