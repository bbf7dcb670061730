# SOURCE: https://github.com/ohdearquant/lattice/issues/392
# MISTAKE: Rotates neighbouring features (2i, 2i+1) as a pair (the interleaved / GPT-J pairing) while the angle for pair i is still pos * theta_i; the required convention pairs feature i with feature i + head_dim//2 (rotate-half), so every output feature except with head_dim 2 is wrong.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError(f"head_dim must be even, got {head_dim}")
    pos = np.asarray(positions, dtype=np.float64)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}")

    half = head_dim // 2
    theta = base ** (-2.0 * np.arange(half) / head_dim)      # (half,)
    angles = pos[..., None] * theta                           # (..., seq, half)
    cos, sin = np.cos(angles), np.sin(angles)

    # rotate each pair of features
    x_even = x[..., 0::2]
    x_odd = x[..., 1::2]
    out = np.empty(x.shape, dtype=np.result_type(x.dtype, np.float64))
    out[..., 0::2] = x_even * cos - x_odd * sin
    out[..., 1::2] = x_odd * cos + x_even * sin
    return out.astype(x.dtype)
