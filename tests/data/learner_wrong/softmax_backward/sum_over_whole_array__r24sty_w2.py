# MISTAKE: the inner product <g, y> is summed over the whole array (np.sum without axis) instead of per row over the last axis, which is only right for a single row.
import numpy as np


class SoftmaxBackward:
    def __call__(self, y, grad_y):
        y = np.asarray(y)
        grad_y = np.asarray(grad_y)
        if y.shape != grad_y.shape:
            raise ValueError(f"{y.shape} != {grad_y.shape}")
        inner = np.sum(grad_y * y)
        return (y * (grad_y - inner)).astype(y.dtype)


softmax_backward = SoftmaxBackward()
