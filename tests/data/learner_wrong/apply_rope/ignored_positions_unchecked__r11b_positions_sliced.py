# WRONG: ignores the given positions and always uses arange(seq_len) (so a cached token at t_past is rotated as position 0), and never validates positions (no ValueError for a wrong shape).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    t = x.shape[-2]
    h = d // 2
    pos = np.arange(t)
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
