# MISTAKE: pairs NEIGHBOURING features (2i, 2i+1) as one complex number (interleaved RoFormer/GPT-J
# layout) instead of feature i with feature i + head_dim/2 (rotate-half).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions, dtype=np.float64)
    np.broadcast_to(pos, x.shape[:-1])
    theta = base ** (-np.arange(0, d, 2) / d)
    rot = np.exp(1j * pos[..., None] * theta)
    z = x[..., 0::2] + 1j * x[..., 1::2]
    z = z * rot
    out = np.empty(np.broadcast_shapes(x.shape, rot.shape[:-1] + (d,)), dtype=x.dtype)
    out[..., 0::2] = z.real
    out[..., 1::2] = z.imag
    return out
