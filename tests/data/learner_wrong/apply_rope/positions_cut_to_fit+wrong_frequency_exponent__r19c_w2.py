# MISTAKE: (1) frequency base ** (-i / head_dim) (missing the factor 2 in the exponent); (2) positions longer than seq_len are silently CUT to fit (positions[..., :seq_len]) instead of raising ValueError.
import numpy as np

def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)

def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 == 1:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)[..., : x.shape[-2]]
    inv = base ** (-np.arange(d // 2) / d)
    ang = pos[..., None].astype(np.float64) * inv
    ang = np.concatenate([ang, ang], axis=-1)
    return (x * np.cos(ang) + _rotate_half(x) * np.sin(ang)).astype(x.dtype)
