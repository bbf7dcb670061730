# MISTAKE: (1) the leading factor y is forgotten: returns grad_y - sum(grad_y * y) instead of
#          y * (grad_y - sum(grad_y * y)); (2) no shape check: mismatched shapes are broadcast, no ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    s = np.einsum("...i,...i->...", y, grad_y)[..., None]
    return grad_y - s
