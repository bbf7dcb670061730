# WRONG: uses only the Jacobian diagonal, grad_y * y * (1 - y) (as for a sigmoid), dropping the -y_i y_j cross terms; and does not raise ValueError on mismatched shapes (broadcasts instead).
import numpy as np


def softmax_backward(y, grad_y):
    flat_y = np.reshape(y, (-1, y.shape[-1]))
    flat_g = np.broadcast_to(grad_y, y.shape).reshape(flat_y.shape)
    out = np.empty_like(flat_y)
    for r in range(flat_y.shape[0]):
        row = flat_y[r]
        jac_diag = row * (1.0 - row)
        out[r] = flat_g[r] * jac_diag
    return out.reshape(y.shape)
