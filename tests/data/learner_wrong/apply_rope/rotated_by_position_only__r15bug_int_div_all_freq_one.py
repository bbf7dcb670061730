# URL: https://github.com/xlite-dev/LeetCUDA/issues/289
# Bug: exponent computed with integer division (token_idx / (N*2) on ints) so it is always 0: every pair uses theta = 1 (angle = pos) instead of base ** (-2i/d); pairing, direction and dtype correct.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.asarray(positions)
    try:
        full = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if full != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    idx = np.arange(h)
    exp_v = 1.0 / np.power(base, idx // (h * 2))   # int // int -> 0
    ang = pos[..., None].astype(np.float64) * exp_v
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
