# WRONG (two mistakes): ignores the given positions and uses 0..seq_len-1 (wrong whenever positions do not start at 0 / differ per sentence, and never raises on bad positions), and float32 x comes back float64 (cos/sin tables left float64).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.arange(seq_len)
    theta = base ** (-2 * np.arange(h) / d)
    ang = np.outer(pos, theta)
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
