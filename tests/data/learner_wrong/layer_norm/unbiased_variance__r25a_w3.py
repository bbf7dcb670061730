# MISTAKE: Uses the unbiased sample variance (ddof=1, the pandas .var()/.std() default) instead of the biased population variance dividing by d_model.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    dtype = x.dtype
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, ddof=1, keepdims=True)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return out.astype(dtype, copy=False)
