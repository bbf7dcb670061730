# wrong: two mistakes - per-row Jacobian built as outer(y, y) - diag(y) (sign flipped, result is the negative gradient), and the output buffer np.zeros(y.shape) is float64 so float32 inputs return float64
import numpy as np


def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shape mismatch")
    n = y.shape[-1]
    yr = y.reshape(-1, n)
    gr = grad_y.reshape(-1, n)
    out = np.zeros(yr.shape)
    for r in range(yr.shape[0]):
        J = np.outer(yr[r], yr[r]) - np.diag(yr[r])
        out[r] = J @ gr[r]
    return out.reshape(y.shape)
