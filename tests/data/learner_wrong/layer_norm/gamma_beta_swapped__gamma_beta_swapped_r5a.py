# mistake: gamma and beta swapped (beta * x_hat + gamma)
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mu) ** 2, axis=-1, keepdims=True)
    x_hat = (x - mu) / np.sqrt(var + eps)
    return (beta * x_hat + gamma).astype(x.dtype)
