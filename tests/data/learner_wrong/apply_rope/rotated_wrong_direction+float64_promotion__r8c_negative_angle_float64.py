# Two mistakes: rotates by -phi (the sin terms have the opposite sign: out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin), and float32 input comes back float64 (no cast after multiplying by float64 cos/sin).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 == 1:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions must broadcast to x.shape[:-1]")
    h = head_dim // 2
    theta = 1.0 / (base ** (np.arange(h) * 2 / head_dim))
    phi = positions[..., None] * theta
    x1, x2 = x[..., :h], x[..., h:]
    c, s = np.cos(phi), np.sin(phi)
    return np.concatenate([x1 * c + x2 * s, x2 * c - x1 * s], axis=-1)
