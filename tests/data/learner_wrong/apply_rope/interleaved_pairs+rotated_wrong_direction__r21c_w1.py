# MISTAKE: (1) pairs neighbouring features (2i, 2i+1) (GPT-J/interleaved convention) instead of i with
#          i + head_dim/2; (2) the rotation direction is reversed (angle -pos*theta, sin sign flipped).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("odd head_dim")
    pos = np.broadcast_to(np.asarray(positions, dtype=np.float64), x.shape[:-1])
    theta = base ** (-np.arange(0, d, 2) / d)
    ang = pos[..., None] * theta
    c, s = np.cos(ang), np.sin(ang)
    even, odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = even * c + odd * s
    out[..., 1::2] = odd * c - even * s
    return out
