# MISTAKE: The rotation sign is flipped (out_i = x_i cos + x_{i+h} sin, out_{i+h} = x_{i+h} cos - x_i sin), i.e. it rotates by -phi instead of +phi.
# MISTAKE: Positions whose length does not match seq_len are silently cut/padded with arange instead of raising ValueError.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError(f"head_dim must be even, got {d}")
    seq_len = x.shape[-2]
    positions = np.asarray(positions)
    if positions.shape[-1] != seq_len:
        # make the positions fit the sequence
        if positions.shape[-1] > seq_len:
            positions = positions[..., :seq_len]
        else:
            start = positions.reshape(-1)[0] if positions.size else 0
            positions = start + np.arange(seq_len)
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    angles = positions.astype(np.float64)[..., None] * theta
    cos = np.cos(angles).astype(x.dtype)
    sin = np.sin(angles).astype(x.dtype)
    x1 = x[..., :h]
    x2 = x[..., h:]
    out1 = x1 * cos + x2 * sin
    out2 = x2 * cos - x1 * sin
    return np.concatenate([out1, out2], axis=-1).astype(x.dtype, copy=False)
