import numpy as np


def temperature_attention(q, k, v, temperature=1.0, mask=None):
    # no check: temperature 0 divides by zero, a negative one turns attention upside down
    with np.errstate(divide="ignore", invalid="ignore"):
        scores = q @ np.swapaxes(k, -1, -2) / (np.sqrt(q.shape[-1]) * temperature)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    with np.errstate(invalid="ignore"):
        e = np.exp(scores - m)
    total = np.sum(e, axis=-1, keepdims=True)
    w = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
