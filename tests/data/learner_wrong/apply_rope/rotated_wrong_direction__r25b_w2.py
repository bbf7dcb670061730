# MISTAKE: The sign of the sin term is swapped in both output halves (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin), i.e. it rotates by -phi instead of +phi.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    seq_len, d = x.shape[-2], x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions, dtype=np.float64)
    lead = x.shape[:-1]
    try:
        b = np.broadcast_shapes(pos.shape, lead)
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if b != lead:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    h = d // 2
    i = np.arange(h, dtype=np.float64)
    theta = float(base) ** (-2.0 * i / d)
    phi = pos[..., None] * theta
    c = np.cos(phi)
    s = np.sin(phi)
    a = x[..., :h]
    bb = x[..., h:]
    # rotation matrix [[cos, sin], [-sin, cos]] applied to (a, b)
    out_a = a * c + bb * s
    out_b = bb * c - a * s
    return np.concatenate([out_a, out_b], axis=-1).astype(x.dtype, copy=False)
