# MISTAKE: pairs neighbours (2i, 2i+1) (the RoFormer/GPT-J interleaved layout) instead of the rotate-half pairing i <-> i + d/2.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        positions = np.broadcast_to(positions, x.shape[:-1])
    except ValueError as err:
        raise ValueError("positions do not match x") from err
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2) / d))
    phi = positions[..., None] * inv_freq
    cos, sin = np.cos(phi), np.sin(phi)
    even, odd = x[..., 0::2], x[..., 1::2]
    out = np.empty_like(x)
    out[..., 0::2] = even * cos - odd * sin
    out[..., 1::2] = odd * cos + even * sin
    return out
