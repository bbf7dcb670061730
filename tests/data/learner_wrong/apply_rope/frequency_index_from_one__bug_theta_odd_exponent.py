# https://github.com/stanford-cs336/assignment1-basics/issues/22
# theta_k = base^{-(2k-1)/d} (1-indexed k) as in the buggy handout, instead of base^{-2(k-1)/d}:
# with 0-indexed i every exponent is (2i+1)/d, one step too slow (theta_0 != 1).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    k = np.arange(1, h + 1)
    theta = base ** (-(2 * k - 1) / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1).astype(x.dtype)
