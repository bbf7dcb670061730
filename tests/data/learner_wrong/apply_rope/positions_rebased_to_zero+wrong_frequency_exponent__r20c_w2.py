# MISTAKE: (1) frequency exponent uses i/head_dim instead of 2i/head_dim (theta_i = base^(-i/d)); (2) positions are re-based to start at 0 (positions - positions.min()), ignoring a cached offset t_past.
import numpy as np

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    p = np.asarray(positions, dtype=np.float64)
    p = p - p.min()
    inv = base ** (-np.arange(h) / d)
    ang = np.einsum('...t,i->...ti', p, inv)
    cos = np.concatenate([np.cos(ang)] * 2, axis=-1)
    sin = np.concatenate([np.sin(ang)] * 2, axis=-1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return (x * cos + rot * sin).astype(x.dtype)
