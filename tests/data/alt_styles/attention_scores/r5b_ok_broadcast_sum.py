import numpy as np


def attention_scores(q, k):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: {q.shape[-1]} vs {k.shape[-1]}")
    prod = q[..., :, None, :] * k[..., None, :, :]
    return prod.sum(axis=-1) / q.dtype.type(np.sqrt(q.shape[-1]))
