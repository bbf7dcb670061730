# URL: https://github.com/microsoft/CNTK/issues/2376
# Bug: scale and bias are single scalars (CNTK LayerNormalization params of shape (1,)): only gamma[0] and beta[0] are applied to every feature instead of the per-feature vectors; statistics correct.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    g = np.asarray(gamma).reshape(-1)[0]
    b = np.asarray(beta).reshape(-1)[0]
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(axis=-1, keepdims=True)
    y = xc / np.sqrt(var + eps)
    return (y * g + b).astype(x.dtype)
