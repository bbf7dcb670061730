# MISTAKE: the row sum is taken without keepdims, so it broadcasts along the wrong axis (a shape error for non-square 2-D input, wrong values for square input).
# MISTAKE: there is no shape check, so a grad_y that merely broadcasts against y (e.g. grad_y of shape (n,) with y of shape (1, n)) gives a result instead of ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    s = (grad_y * y).sum(axis=-1)
    return y * (grad_y - s)
