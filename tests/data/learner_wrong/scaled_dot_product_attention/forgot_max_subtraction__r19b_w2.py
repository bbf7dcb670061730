# MISTAKE: numerics -- the softmax does not subtract the row maximum before exp, so large scores overflow to inf and give NaN weights.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d = q.shape[-1]
    logits = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(d)
    if mask is not None:
        logits = np.where(mask, logits, -np.inf)
    ex = np.exp(logits)
    z = ex.sum(-1, keepdims=True)
    weights = np.where(z == 0, 0.0, ex / np.where(z == 0, 1.0, z)).astype(q.dtype)
    out = np.einsum("...ij,...jd->...id", weights, v).astype(q.dtype)
    return out, weights
