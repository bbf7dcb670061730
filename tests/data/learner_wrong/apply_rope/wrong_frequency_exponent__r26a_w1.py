# MISTAKE: the frequencies are theta_i = base ** (-i / head_dim) (the factor 2 in the exponent is missing), so every pair except i = 0 rotates at the wrong speed.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    head_dim = x.shape[-1]
    if head_dim % 2:
        raise ValueError("odd head_dim")
    positions = np.asarray(positions)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit x")
    half = head_dim // 2
    inv_freq = 1.0 / (base ** (np.arange(half) / head_dim))
    angles = positions[..., None].astype(np.float64) * inv_freq
    c = np.concatenate([np.cos(angles)] * 2, axis=-1)
    s = np.concatenate([np.sin(angles)] * 2, axis=-1)
    rot = np.concatenate([-x[..., half:], x[..., :half]], axis=-1)
    return (x * c + rot * s).astype(x.dtype)
