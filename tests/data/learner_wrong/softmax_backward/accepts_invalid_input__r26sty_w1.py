# MISTAKE: grad_y is np.broadcast_to'd to y's shape instead of being checked, so a grad_y of a different but broadcastable shape (e.g. (n,) against (m, n)) is silently accepted instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    g = np.broadcast_to(np.asarray(grad_y), y.shape)
    out = np.empty(y.shape, dtype=np.result_type(y, g))
    for idx in np.ndindex(*y.shape[:-1]):
        row_y, row_g = y[idx], g[idx]
        dot = sum(float(a) * float(b) for a, b in zip(row_y, row_g))
        out[idx] = row_y * (row_g - dot)
    return out
