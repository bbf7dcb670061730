import numpy as np

# wrong: positions re-based to start at 0 (positions - positions.min()): loses the KV-cache offset
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    pos = np.asarray(positions, dtype=np.float64)
    pos = pos - pos.min()
    ang = pos[..., None] * base ** (-2.0 * np.arange(h) / d)
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], -1).astype(x.dtype)
