# https://github.com/xlite-dev/LeetCUDA/issues/309
# rsqrt(variance / (K + epsilon)): epsilon is added to the feature count K instead of to the
# variance, so nothing protects the root (a constant row gives 0/0 = NaN).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    K = x.shape[-1]
    mean = x.sum(-1, keepdims=True) / K
    xc = x - mean
    variance = (xc * xc).sum(-1, keepdims=True)
    s_variance = 1.0 / np.sqrt(variance / (K + eps))
    return (xc * s_variance * gamma + beta).astype(x.dtype)
