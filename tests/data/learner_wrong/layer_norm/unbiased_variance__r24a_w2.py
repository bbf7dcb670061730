# MISTAKE: torch.var habit: the variance uses ddof=1 (unbiased, divide by d_model - 1) instead of the biased population variance (divide by d_model).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return out.astype(x.dtype, copy=False)
