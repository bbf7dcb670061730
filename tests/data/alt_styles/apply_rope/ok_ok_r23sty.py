import math
import numpy as np


def apply_rope(x, positions, base=10000.0):
    # One pair at a time: an explicit loop over the d/2 frequencies with math-module scalars.
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    half = d // 2
    pos = np.asarray(positions)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as err:
        raise ValueError(
            f"positions of shape {pos.shape} do not broadcast to {x.shape[:-1]}"
        ) from err
    pos = pos.astype(np.float64)
    out = np.empty_like(x)
    for i in range(half):
        theta = math.pow(base, -2.0 * i / d)
        phi = pos * theta
        c = np.cos(phi).astype(x.dtype)
        s = np.sin(phi).astype(x.dtype)
        a = x[..., i]
        b = x[..., i + half]
        out[..., i] = a * c - b * s
        out[..., i + half] = b * c + a * s
    return out
