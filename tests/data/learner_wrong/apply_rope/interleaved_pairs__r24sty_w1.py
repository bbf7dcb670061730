# MISTAKE: the pairs are neighbours (2i, 2i+1) as in the original RoFormer / GPT-J (x[..., 0::2] with x[..., 1::2]) instead of the rotate-half pairing of feature i with feature i + head_dim/2.
import numpy as np


def _rotation_blocks(angles):
    """(..., h) angles -> (..., h, 2, 2) rotation matrices."""
    c, s = np.cos(angles), np.sin(angles)
    return np.stack([np.stack([c, -s], -1), np.stack([s, c], -1)], -2)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not fit x")
    inv_freq = base ** (-np.arange(0, d, 2) / d)
    rot = _rotation_blocks(pos[..., None] * inv_freq)       # (..., seq, h, 2, 2)
    pairs = np.stack([x[..., 0::2], x[..., 1::2]], axis=-1)  # (..., seq, h, 2)
    turned = np.einsum('...ij,...j->...i', rot, pairs)
    return turned.reshape(x.shape).astype(x.dtype)
