# SOURCE: https://github.com/bkitano/llama-from-scratch/issues/8
# MISTAKE: The frequencies use the paper's 1-based formula with a 0-based index, theta_i = base ** (-2 (i - 1) / head_dim), so every pair is rotated with the frequency of the previous pair (pair 0 gets base ** (2/d) > 1 instead of 1).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even for RoPE")
    half = head_dim // 2

    pos = np.asarray(positions, dtype=np.float64)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}")
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}")

    thetas = np.empty(half, dtype=np.float64)
    for i in range(half):
        thetas[i] = base ** (-2.0 * (i - 1) / head_dim)

    angles = pos[..., None] * thetas          # (..., seq_len, half)
    cos = np.cos(angles)
    sin = np.sin(angles)

    x1 = x[..., :half]
    x2 = x[..., half:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
