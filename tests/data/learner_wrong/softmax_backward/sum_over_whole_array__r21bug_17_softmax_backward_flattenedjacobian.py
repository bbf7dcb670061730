# SOURCE: https://kiwix.lema.org/stackoverflow.com_en_all_2023-11/questions/59286911/vectorized-softmax-gradient
# BUG: for a batch Y of shape (n_samples, n), the backward builds the Jacobian over the FLATTENED
#      batch, ds = np.diag(Y.flatten()) - np.outer(Y, Y), so rows of different samples are coupled
#      (an (N*n) x (N*n) matrix instead of one n x n Jacobian per row).
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y); grad_y = np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError("y and grad_y must have the same shape")
    yf = y.reshape(-1)
    ds = np.diag(yf) - np.outer(yf, yf)          # BUG: Jacobian of the flattened batch
    gx = ds @ grad_y.reshape(-1)
    return gx.reshape(y.shape).astype(y.dtype, copy=False)
