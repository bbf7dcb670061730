# MISTAKE: pairs neighbouring features (2i, 2i+1) as in GPT-J/RoFormer instead of the rotate-half pairing (i, i + head_dim/2) the exercise requires.
import numpy as np
from functools import reduce


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit")
    inv_freq = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * inv_freq                      # (..., d/2)
    cos, sin = np.cos(ang), np.sin(ang)
    pairs = x.reshape(x.shape[:-1] + (d // 2, 2))         # (..., d/2, 2)
    rot = lambda p: np.stack([p[..., 0] * cos - p[..., 1] * sin,
                              p[..., 1] * cos + p[..., 0] * sin], axis=-1)
    pipeline = [rot, lambda r: r.reshape(x.shape), lambda r: r.astype(x.dtype)]
    return reduce(lambda acc, f: f(acc), pipeline, pairs)
