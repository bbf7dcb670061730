# MISTAKE: the softmax exponentiates the raw scores without subtracting the row maximum, so large scores (hundreds or more) overflow to inf and give NaN weights.
import numpy as np
from functools import reduce


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = q.dtype.type(1.0 / np.sqrt(q.shape[-1]))
    stages = [
        lambda s: s * scale,
        lambda s: s if mask is None else np.where(mask, s, -np.inf),
        np.exp,
        lambda e: (e, e.sum(axis=-1, keepdims=True)),
        lambda ez: np.divide(ez[0], ez[1], out=np.zeros_like(ez[0]), where=ez[1] > 0),
    ]
    w = reduce(lambda acc, f: f(acc), stages, q @ np.swapaxes(k, -1, -2))
    return w @ v, w
