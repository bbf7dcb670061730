# WRONG: frequency exponent is -i/d instead of -2i/d (theta_i = base**(-i/d)), so every pair but the first turns at the wrong speed.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit")
    h = d // 2

    def freqs():
        return 1.0 / (base ** (np.arange(h) / d))

    ang = np.einsum("...s,f->...sf", pos.astype(np.float64), freqs())
    x1, x2 = x[..., :h], x[..., h:]
    cos, sin = np.cos(ang), np.sin(ang)
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
