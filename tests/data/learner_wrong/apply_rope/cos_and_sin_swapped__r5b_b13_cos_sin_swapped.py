# mistake: cos and sin swapped (x * sin + rotate_half(x) * cos)
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    inv = base ** (-np.arange(0, d, 2) / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * inv
    emb = np.concatenate([ang, ang], -1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], -1)
    return (x * np.sin(emb) + rot * np.cos(emb)).astype(x.dtype)
