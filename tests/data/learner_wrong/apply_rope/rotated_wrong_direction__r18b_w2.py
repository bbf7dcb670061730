# MISTAKE: rotation sign flipped -- rotate_half is written as cat(x1, -x2) instead of cat(-x2, x1), so every pair turns by the NEGATIVE angle.
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([x[..., h:], -x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    hd = x.shape[-1]
    if hd % 2:
        raise ValueError("odd head_dim")
    p = np.asarray(positions)
    try:
        bs = np.broadcast_shapes(p.shape, x.shape[:-1])
    except ValueError as err:
        raise ValueError("positions do not broadcast") from err
    if bs != x.shape[:-1]:
        raise ValueError("positions do not broadcast")
    inv_freq = 1.0 / base ** (np.arange(0, hd, 2, dtype=np.float64) / hd)
    freqs = p[..., None].astype(np.float64) * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    return (x * np.cos(emb) + _rotate_half(x) * np.sin(emb)).astype(x.dtype)
