# https://github.com/Blaizzy/mlx-vlm/issues/1983
# Position ids built as arange(seq_len), ignoring the cache offset: the positions argument is
# not used, so a decoded token at position t_past is rotated as if it were at position 0.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    seq_len = x.shape[-2]
    pos = np.arange(seq_len, dtype=np.float64)            # no cache offset
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
    return out.astype(x.dtype)
