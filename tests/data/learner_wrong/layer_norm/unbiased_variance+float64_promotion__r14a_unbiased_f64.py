# Wrong: unbiased variance (ddof=1, torch.var's default) instead of dividing by d, and np.asarray(x, dtype=np.float64) makes float32 input come out float64.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x, dtype=np.float64)
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, ddof=1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta
