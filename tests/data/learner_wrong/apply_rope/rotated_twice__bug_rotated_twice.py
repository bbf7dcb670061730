# https://github.com/labmlai/annotated_deep_learning_paper_implementations/issues/251
# The embedding is rotated twice (the rotation is applied once more to its own output): every pair
# turns by 2 * pos * theta_i.
import numpy as np


def _rotate(x, cos, sin):
    h = x.shape[-1] // 2
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    out = _rotate(x, cos, sin)
    out = _rotate(out, cos, sin)
    return out.astype(x.dtype)
