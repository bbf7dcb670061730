# MISTAKE: x is converted to float64 for accuracy and the result is never cast back, so float32 input returns float64.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x64 = np.asarray(x, dtype=np.float64)
    mu = np.mean(x64, axis=-1, keepdims=True)
    var = np.mean(np.square(x64 - mu), axis=-1, keepdims=True)
    x_hat = (x64 - mu) / np.sqrt(var + eps)
    return x_hat * np.asarray(gamma, dtype=np.float64) + np.asarray(beta, dtype=np.float64)
