import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    x64 = np.asarray(x, dtype=np.float64)
    mean = np.mean(x64, axis=-1, keepdims=True)
    var = np.var(x64, axis=-1, keepdims=True, ddof=0)
    inv = 1.0 / np.sqrt(var + eps)
    out = gamma * ((x64 - mean) * inv) + beta
    return out.astype(x.dtype)
