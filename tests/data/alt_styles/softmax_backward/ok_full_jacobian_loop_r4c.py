# correct (extra): builds the (n, n) Jacobian per row in a loop (slow but right), keeps dtype via empty_like
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("shapes differ")
    n = y.shape[-1]
    out = np.empty_like(y)
    yf, gf, of = y.reshape(-1, n), grad_y.reshape(-1, n), out.reshape(-1, n)
    for r in range(yf.shape[0]):
        J = np.diag(yf[r]) - np.outer(yf[r], yf[r])
        of[r] = J @ gf[r]
    return out
