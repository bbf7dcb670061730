# MISTAKE: The inner product <g, y> is summed over the whole array (np.sum without axis=-1) instead of per row, wrong whenever there is more than one row.
# MISTAKE: The inner product is subtracted from grad_y in place (grad_y -= inner), modifying the caller's input array.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError(f"shapes differ: {y.shape} vs {grad_y.shape}")
    inner = np.sum(grad_y * y)
    grad_y -= inner
    return y * grad_y
