# MISTAKE: the frequency index starts at 1 (i = 1..h, RoFormer's 1-based formula taken literally
# without the i-1): theta_i = base ** (-2 * (i + 1) / head_dim), so even pair 0 rotates at < 1 rad/pos.
import numpy as np


def _freqs(d, base):
    i = np.arange(1, d // 2 + 1)
    return np.power(base, -2.0 * i / d)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit")
    ang = np.einsum('...,f->...f', pos, _freqs(d, base))
    cos = np.concatenate([np.cos(ang)] * 2, axis=-1)
    sin = np.concatenate([np.sin(ang)] * 2, axis=-1)
    h = d // 2
    rot_half = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return (x * cos + rot_half * sin).astype(x.dtype)
