# wrong (extra): rotation-matrix einsum style with the matrix transposed, i.e. rotates by -phi instead of +phi (out_i = x_i cos + x_{i+h} sin); pairing, frequencies and dtype right
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    th = base ** (-2.0 * np.arange(h) / d)
    phi = np.asarray(positions, dtype=float)[..., None] * th
    c, s = np.cos(phi), np.sin(phi)
    R = np.stack([np.stack([c, s], -1), np.stack([-s, c], -1)], -2)  # (..., h, 2, 2) = R(phi)^T
    pairs = np.stack([x[..., :h], x[..., h:]], -1)                   # (..., h, 2)
    out = np.einsum("...ij,...j->...i", R, pairs)
    return np.concatenate([out[..., 0], out[..., 1]], -1).astype(x.dtype)
