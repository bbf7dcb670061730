# MISTAKE: multiplies by the complex conjugate exp(-1j * angle), i.e. rotates by -pos * theta instead of +pos * theta.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    half = d // 2
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
    phase = np.exp(-1j * positions[..., None] * inv_freq)
    rotated = (x[..., :half] + 1j * x[..., half:]) * phase
    return np.concatenate((rotated.real, rotated.imag), axis=-1).astype(x.dtype)
