import numpy as np


def temperature_attention(q, k, v, temperature=1.0, mask=None):
    if not temperature > 0:
        raise ValueError("temperature must be > 0")
    scores = q @ np.swapaxes(k, -1, -2) / temperature  # no 1/sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    total = np.sum(e, axis=-1, keepdims=True)
    w = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
