# MISTAKE: the row sum is taken without keepdims, so for 2-D inputs it broadcasts along the wrong axis (wrong values when square, an exception otherwise).
# MISTAKE: there is no shape check, so y and grad_y of different but broadcastable shapes (e.g. y (3, 3) and grad_y (3,)) are accepted instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    s = (grad_y * y).sum(axis=-1)
    return y * (grad_y - s)
