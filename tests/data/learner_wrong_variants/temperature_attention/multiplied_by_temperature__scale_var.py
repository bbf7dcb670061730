import numpy as np


def temperature_attention(q, k, v, temperature=1.0, mask=None):
    if temperature <= 0:
        raise ValueError("temperature must be positive")
    scale = temperature / np.sqrt(q.shape[-1])
    s = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(m), m, 0.0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)
