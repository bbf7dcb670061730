import math
import numpy as np


def _check(x, positions):
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    lead = x.shape[:-1]
    try:
        b = np.broadcast_shapes(positions.shape, lead)
    except ValueError:
        raise ValueError(f"positions {positions.shape} do not broadcast to {lead}")
    if b != lead:
        raise ValueError(f"positions {positions.shape} do not broadcast to {lead}")


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    positions = np.asarray(positions)
    _check(x, positions)
    d = x.shape[-1]
    h = d // 2
    pos = np.broadcast_to(positions, x.shape[:-1]).astype(np.float64)
    out = np.empty_like(x)
    # one pair of features at a time, frequency from the math module
    for i in range(h):
        theta = math.pow(base, -2.0 * i / d)
        ang = pos * theta
        c = np.cos(ang)
        s = np.sin(ang)
        a = x[..., i].astype(np.float64)
        bb = x[..., i + h].astype(np.float64)
        out[..., i] = a * c - bb * s
        out[..., i + h] = bb * c + a * s
    return out
