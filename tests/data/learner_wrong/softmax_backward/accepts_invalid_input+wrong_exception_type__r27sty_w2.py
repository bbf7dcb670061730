# MISTAKE: there is no shape check; the recursion zips y with grad_y, so mismatched shapes are silently truncated or broadcast instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.ndim <= 1:
        return y * (grad_y - np.sum(grad_y * y))
    return np.stack([softmax_backward(a, g) for a, g in zip(y, grad_y)]) if len(y) else np.empty_like(y)
