import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # MATLAB-style: mu = mean(X, dim); Xc = X - mu; s2 = mean(Xc.^2, dim)
    X = np.asarray(x)
    dim = X.ndim - 1
    mu = np.mean(X, axis=dim, keepdims=True)
    Xc = X - mu
    s2 = np.mean(Xc ** 2, axis=dim, keepdims=True)
    Y = Xc / np.sqrt(s2 + X.dtype.type(eps))
    Y = np.asarray(gamma, dtype=X.dtype) * Y + np.asarray(beta, dtype=X.dtype)
    return Y.astype(X.dtype, copy=False)
