# Bug report: https://github.com/FrancescoSaverioZuppichini/ViT/issues/2
# The 1/sqrt(d_k) scaling is applied AFTER the softmax: att = softmax(energy) * scaling.
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    energy = q @ np.swapaxes(k, -1, -2)
    if mask is not None:
        energy = np.where(mask, energy, -np.inf)
    mx = np.max(energy, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(energy - mx)
    den = e.sum(-1, keepdims=True)
    att = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    att = att * (1.0 / math.sqrt(q.shape[-1]))
    return att @ v, att
