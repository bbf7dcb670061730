# wrong: the row sum sum(grad_y * y, axis=-1) is taken without keepdims, so it broadcasts along the last axis (row i's sum subtracted from column i; raises when n != rows); no shape check either (different shapes are broadcast instead of ValueError)
import numpy as np


def softmax_backward(y, grad_y):
    s = np.sum(grad_y * y, axis=-1)
    return y * (grad_y - s)
