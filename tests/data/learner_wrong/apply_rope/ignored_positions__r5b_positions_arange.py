# mistake: ignores the positions argument and uses 0..seq_len-1 (breaks KV-cache offsets and per-sentence positions)
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    pos = np.arange(x.shape[-2])
    theta = base ** (-2.0 * np.arange(h) / d)
    phi = pos[:, None] * theta
    c, s = np.cos(phi).astype(x.dtype), np.sin(phi).astype(x.dtype)
    out = np.empty_like(x)
    out[..., :h] = x[..., :h] * c - x[..., h:] * s
    out[..., h:] = x[..., h:] * c + x[..., :h] * s
    return out
