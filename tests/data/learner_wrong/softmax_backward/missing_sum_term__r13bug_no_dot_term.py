# URL: https://github.com/wkcn/mobula/issues/3
# Bug: backward treats softmax as elementwise -- returns y * grad_y, missing the "- sum(grad_y * y)" term (mobula: dX = dY * e).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    return (y * grad_y).astype(y.dtype)
