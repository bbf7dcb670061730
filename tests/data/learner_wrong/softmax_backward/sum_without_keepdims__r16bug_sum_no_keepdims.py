# https://github.com/SKaiNET-developers/SKaiNET/issues/863
# Bug: the row sum sum(grad_y * y) is taken over the last axis WITHOUT keepdims, so it is not re-expanded on that axis: broadcasts against the wrong axis (wrong values when n equals the preceding axis size) or crashes with a shape error; correct only for 1-D input or a single row.
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    s = np.sum(grad_y * y, axis=-1)
    return y * (grad_y - s)
