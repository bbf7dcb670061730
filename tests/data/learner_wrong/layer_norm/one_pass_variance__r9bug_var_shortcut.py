# https://github.com/camlab-ethz/poseidon/issues/6
# Bug: variance computed as E[x^2] - E[x]^2 (one pass) instead of mean((x-mu)^2): catastrophic cancellation for large, close features (wrong values / NaN from a negative variance); otherwise correct.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(x * x, axis=-1, keepdims=True) - mu * mu
    return gamma * (x - mu) / np.sqrt(var + eps) + beta
