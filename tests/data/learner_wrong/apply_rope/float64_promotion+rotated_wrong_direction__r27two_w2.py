# MISTAKE: rotate_half is written as [x2, -x1] instead of [-x2, x1], so every pair is rotated by -phi instead of +phi.
# MISTAKE: cos/sin are computed in float64 from the positions and never cast back, so float32 inputs return float64.
import numpy as np


def rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([x[..., h:], -x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 == 1:
        raise ValueError("odd head_dim")
    positions = np.asarray(positions)
    try:
        target = np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x") from None
    if target != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x")
    inv_freq = 1.0 / (base ** (np.arange(0, head_dim, 2) / head_dim))
    freqs = positions[..., None] * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    return x * np.cos(emb) + rotate_half(x) * np.sin(emb)
