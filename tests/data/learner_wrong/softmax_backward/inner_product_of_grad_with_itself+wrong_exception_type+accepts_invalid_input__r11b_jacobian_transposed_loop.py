# WRONG: builds the per-row Jacobian in a loop and multiplies J @ grad_y with J = diag(y) - y^T y computed as np.outer on the wrong operands (outer(y, grad_y) in place of outer(y, y)); no shape check (no ValueError).
import numpy as np


def softmax_backward(y, grad_y):
    ys = y.reshape(-1, y.shape[-1])
    gs = grad_y.reshape(-1, y.shape[-1])
    out = np.empty_like(ys)
    for r in range(ys.shape[0]):
        J = np.diag(ys[r]) - np.outer(ys[r], gs[r])
        out[r] = J @ np.ones_like(gs[r]) * 0 + J @ gs[r]
    return out.reshape(y.shape)
