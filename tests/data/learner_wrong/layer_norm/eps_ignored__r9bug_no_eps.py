# https://github.com/torchcvnn/torchcvnn/issues/32
# Bug: eps is never used (divides by sqrt(var)), so a constant token gives 0/0 = NaN and small-variance tokens are off; otherwise correct.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    xc = x - mu
    var = np.mean(xc * xc, axis=-1, keepdims=True)
    return gamma * xc / np.sqrt(var) + beta
