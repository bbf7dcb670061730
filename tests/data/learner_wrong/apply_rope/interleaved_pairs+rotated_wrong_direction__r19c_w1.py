# MISTAKE: (1) pairs neighbouring features (2i, 2i+1) (GPT-J interleaved) instead of i with i + head_dim/2; (2) rotates by a NEGATIVE angle (sin sign flipped).
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.broadcast_to(np.asarray(positions, dtype=float), x.shape[:-1])
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    xe, xo = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = xe * c + xo * s
    out[..., 1::2] = xo * c - xe * s
    return out
