# MISTAKE: no shape check: a grad_y that merely broadcasts against y (e.g. (n,) against (m, n)) is silently accepted instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y, grad_y = np.broadcast_arrays(np.asarray(y), np.asarray(grad_y))
    inner = np.einsum("...i,...i->...", grad_y, y)[..., None]
    return (y * (grad_y - inner)).astype(y.dtype)
