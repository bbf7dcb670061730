# MISTAKE: uses the unbiased variance (divides by d_model - 1, ddof=1) instead of the biased population variance that PyTorch's layer_norm uses.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    centred = np.apply_along_axis(lambda r: r - r.mean(), -1, x)
    n = x.shape[-1]
    var = np.einsum("...i,...i->...", centred, centred)[..., None] / (n - 1)
    y = centred / np.sqrt(var + eps)
    return (y * gamma + beta).astype(x.dtype)
