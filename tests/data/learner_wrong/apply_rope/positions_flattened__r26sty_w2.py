# MISTAKE: positions are flattened and the last seq_len of them kept "to fit", so per-sentence (batch, 1, seq_len) positions are wrongly collapsed and positions that do not fit are cut instead of raising ValueError.
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.ravel(positions)[-seq_len:].astype(np.float64)
    theta = base ** (-2.0 * np.arange(d // 2) / d)
    ang = np.outer(pos, theta)
    ang = np.concatenate([ang, ang], axis=-1)
    return (x * np.cos(ang) + _rotate_half(x) * np.sin(ang)).astype(x.dtype)
