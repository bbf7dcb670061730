# MISTAKE: rotates by a negative angle -- the sign of the sin terms is flipped (x1*cos + x2*sin, x2*cos - x1*sin).
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([x[..., h:], -x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("odd head_dim")
    positions = np.asarray(positions)
    target = x.shape[:-1]
    if np.broadcast_shapes(positions.shape, target) != target:
        raise ValueError("positions do not broadcast to x")
    inv_freq = 1.0 / (base ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim))
    freqs = positions[..., None].astype(np.float64) * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    out = x * np.cos(emb) + _rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype)
