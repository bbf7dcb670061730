# MISTAKE: the frequencies use theta_i = base ** (-i / head_dim) (missing the factor 2 in the exponent), so every pair except i=0 turns at the wrong speed.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    positions = np.asarray(positions)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    lead = x.shape[:-1]
    try:
        if np.broadcast_shapes(positions.shape, lead) != lead:
            raise ValueError("positions do not fit")
    except ValueError as e:
        raise ValueError(str(e))
    h = d // 2
    inv_freq = base ** (-np.arange(h, dtype=np.float64) / d)
    pos = np.broadcast_to(positions, lead).astype(np.float64)
    ang = np.einsum("...,i->...i", pos, inv_freq)
    cos = np.concatenate([np.cos(ang)] * 2, axis=-1)
    sin = np.concatenate([np.sin(ang)] * 2, axis=-1)
    x1, x2 = x[..., :h], x[..., h:]
    rot = np.concatenate([-x2, x1], axis=-1)
    return (x * cos + rot * sin).astype(x.dtype)
