# SOURCE: https://github.com/raiyanyahya/how-to-train-your-gpt/issues/6
# MISTAKE: The per-feature angles are built with the adjacent-pair layout (each frequency repeated twice: theta_0, theta_0, theta_1, theta_1, ...) while the rotation uses the half-split rotate_half, so feature i and its partner i + h get different angles instead of both using theta_i (wrong whenever head_dim > 2).
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate((-x[..., h:], x[..., :h]), axis=-1)


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even for RoPE")
    pos = np.asarray(positions)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as err:
        raise ValueError(f"positions {pos.shape} do not broadcast to {x.shape[:-1]}") from err

    inv_freq = 1.0 / (base ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim))
    emb = np.repeat(inv_freq, 2)  # one angle per feature
    angles = pos[..., None].astype(np.float64) * emb
    cos = np.cos(angles)
    sin = np.sin(angles)
    out = x * cos + _rotate_half(x) * sin
    return out.astype(x.dtype, copy=False)
