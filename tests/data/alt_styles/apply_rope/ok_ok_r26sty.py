# CORRECT: each (x_i, x_{i+h}) pair is packed into the complex number x_i + 1j*x_{i+h} and multiplied by exp(1j * pos * theta_i).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    if x.ndim < 1 or x.shape[-1] % 2:
        raise ValueError(f"head_dim must be even, got {x.shape[-1:]}")
    pos = np.asarray(positions)
    try:
        target = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from None
    if target != x.shape[:-1]:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}")
    d = x.shape[-1]
    h = d // 2
    theta = float(base) ** (-2.0 * np.arange(h, dtype=np.float64) / d)
    angle = pos.astype(np.float64)[..., None] * theta
    z = x[..., :h].astype(np.float64) + 1j * x[..., h:].astype(np.float64)
    r = z * np.exp(1j * angle)
    return np.concatenate([r.real, r.imag], axis=-1).astype(x.dtype, copy=False)
