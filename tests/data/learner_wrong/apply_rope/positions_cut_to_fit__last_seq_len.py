# mistake: positions longer than the sequence are cut to the last seq_len (KV-cache habit) instead of refused
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    pos = np.asarray(positions, dtype=np.float64)
    pos = pos[..., -x.shape[-2]:]
    theta = base ** (-np.arange(h) * 2.0 / d)
    ang = pos[..., None] * theta
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * np.cos(ang) - x2 * np.sin(ang), x2 * np.cos(ang) + x1 * np.sin(ang)], -1).astype(x.dtype)
