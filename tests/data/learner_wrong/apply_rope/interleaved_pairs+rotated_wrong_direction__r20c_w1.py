# MISTAKE: (1) pairs neighbours (2i, 2i+1) -- the interleaved GPT-J convention -- instead of i with i + head_dim/2; (2) rotates by a negative angle (sin sign flipped).
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = np.asarray(positions, float)[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    xe, xo = x[..., 0::2], x[..., 1::2]
    out = np.empty(np.broadcast_shapes(x.shape, ang.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., 0::2] = xe * c + xo * s
    out[..., 1::2] = xo * c - xe * s
    return out
