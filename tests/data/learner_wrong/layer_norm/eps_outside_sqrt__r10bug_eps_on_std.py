# URL: https://github.com/datawhalechina/happy-llm/pull/58
# Bug: eps is added to the standard deviation, (x - mean) / (std + eps), instead of inside the sqrt, sqrt(var + eps); otherwise correct.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    std = np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True))
    return (gamma * (x - mu) / (std + eps) + beta).astype(x.dtype)
