# mistake: y*grad_y - sum(grad_y*y) (the subtracted term misses the factor y)
import numpy as np
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape")
    return y * grad_y - np.sum(grad_y * y, axis=-1, keepdims=True)
