import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: one-pass variance E[x^2] - E[x]^2 (catastrophic cancellation for large features)
    m1 = np.mean(x, axis=-1, keepdims=True)
    m2 = np.mean(x * x, axis=-1, keepdims=True)
    var = np.maximum(m2 - m1 * m1, 0.0)
    return (x - m1) / np.sqrt(var + eps) * gamma + beta
