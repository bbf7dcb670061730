# CORRECT: packs each (i, i + h) pair into one complex number and rotates it by multiplying with exp(1j * pos * theta_i).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        full = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as err:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from err
    if full != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h) / d)
    phase = np.exp(1j * pos[..., None] * theta)
    z = x[..., :h].astype(np.complex128) + 1j * x[..., h:].astype(np.complex128)
    z = z * phase
    out = np.concatenate([z.real, z.imag], axis=-1)
    return out.astype(x.dtype)
