import numpy as np


def apply_rope(x, positions, base=10000.0):
    """RoPE as complex multiplication: pair (x_i, x_{i+h}) is the complex number x_i + i x_{i+h}."""
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError(f"head_dim must be even, got {d}")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        target = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as exc:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from exc
    if target != x.shape[:-1]:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    phase = np.exp(1j * pos[..., None] * theta)          # (..., seq, h)
    z = x[..., :h].astype(np.complex128) + 1j * x[..., h:]
    z = z * phase
    return np.concatenate([z.real, z.imag], axis=-1).astype(x.dtype)
