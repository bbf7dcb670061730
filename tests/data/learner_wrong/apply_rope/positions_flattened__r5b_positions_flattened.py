# mistake: flattens positions to a column (reshape(-1, 1)): per-sentence positions (batch, 1, seq_len) no longer line up with x
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    phi = np.asarray(positions, dtype=np.float64).reshape(-1, 1) * theta
    phi = phi[-x.shape[-2]:]
    c, s = np.cos(phi).astype(x.dtype), np.sin(phi).astype(x.dtype)
    return np.concatenate([x[..., :h] * c - x[..., h:] * s, x[..., h:] * c + x[..., :h] * s], -1)
