# mistakes: GPT-J/RoFormer interleaved pairing (2i, 2i+1) instead of rotate-half, AND float64 cos/sin promote float32 x to float64
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    theta = base ** (-np.arange(0, d, 2) / d)
    phi = np.asarray(positions)[..., None] * theta
    c, s = np.cos(phi), np.sin(phi)
    xe, xo = x[..., 0::2], x[..., 1::2]
    out = np.stack([xe * c - xo * s, xo * c + xe * s], axis=-1)
    return out.reshape(out.shape[:-2] + (d,))
