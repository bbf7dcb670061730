# wrong: two mistakes: theta_i = base**(-2i/h) (divides by h = d/2 instead of d), and rotates by -phi (signs of sin swapped)
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(0, h, dtype=np.float64) * 2 / h))
    freqs = pos[..., None] * inv_freq
    cos, sin = np.cos(freqs).astype(x.dtype), np.sin(freqs).astype(x.dtype)

    def rotate_half(t):
        return np.concatenate([t[..., h:], -t[..., :h]], axis=-1)

    cos = np.concatenate([cos, cos], -1)
    sin = np.concatenate([sin, sin], -1)
    return (x * cos + rotate_half(x) * sin).astype(x.dtype)
