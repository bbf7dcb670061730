import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = base ** (-np.arange(h) * 2.0 / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * theta
    cos, sin = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
