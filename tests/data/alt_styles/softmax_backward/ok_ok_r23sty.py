import numpy as np


def softmax_backward(y, grad_y):
    # einsum for the per-row inner product <g, y>.
    y = np.asarray(y)
    g = np.asarray(grad_y)
    if y.shape != g.shape:
        raise ValueError(f"y {y.shape} and grad_y {g.shape} differ")
    inner = np.einsum("...i,...i->...", g, y)[..., None]
    return (y * (g - inner)).astype(np.result_type(y, g))
