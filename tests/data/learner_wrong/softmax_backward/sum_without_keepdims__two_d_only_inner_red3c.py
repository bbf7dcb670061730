import numpy as np

# wrong: inner product without keepdims, re-expanded with [:, None] (right for 2-D input only)
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    inner = np.sum(grad_y * y, axis=-1)
    return y * (grad_y - inner[:, None])
