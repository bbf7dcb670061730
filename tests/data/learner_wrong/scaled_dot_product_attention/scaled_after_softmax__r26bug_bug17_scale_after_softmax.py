# SOURCE: https://github.com/FrancescoSaverioZuppichini/ViT/issues/2
# MISTAKE: The 1/sqrt(d_k) scaling is applied to the weights after the softmax instead of to the scores before it, so the softmax runs on unscaled scores and every weight row sums to 1/sqrt(d_k) instead of 1.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dtype = q.dtype
    scaling = q.shape[-1] ** 0.5
    energy = np.matmul(q, np.swapaxes(k, -1, -2))
    if mask is not None:
        energy = np.where(mask, energy, -np.inf)

    peak = np.max(energy, axis=-1, keepdims=True)
    peak = np.where(np.isfinite(peak), peak, 0)
    ex = np.exp(energy - peak)
    total = np.sum(ex, axis=-1, keepdims=True)
    att = np.divide(ex, total, out=np.zeros_like(ex), where=total > 0)
    att = att / scaling

    out = np.matmul(att, v)
    return out.astype(dtype), att.astype(dtype)
