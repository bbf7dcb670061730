# MISTAKE: the frequencies are theta_i = base ** (-i / head_dim) instead of base ** (-2 i / head_dim) (the factor 2 is missing), so every pair except i = 0 turns too fast.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.asarray(positions)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as exc:
        raise ValueError("positions do not broadcast") from exc
    theta = float(base) ** (-np.arange(h) / d)
    ang = np.einsum('...s,h->...sh', pos.astype(np.float64), theta)
    c, s = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    a, b = x[..., :h], x[..., h:]
    return np.concatenate([a * c - b * s, b * c + a * s], axis=-1)
