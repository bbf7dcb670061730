# mistake: RMSNorm instead of LayerNorm: no mean subtraction, x / sqrt(mean(x^2) + eps)
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    ms = np.mean(x * x, axis=-1, keepdims=True)
    return (gamma * x / np.sqrt(ms + eps) + beta).astype(x.dtype)
