# mistake: rotate_half with the sign on the wrong half (cat(x2, -x1)): rotates by -phi
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    h = d // 2
    inv = 1.0 / (base ** (np.arange(0, d, 2) / d))
    f = np.asarray(positions, dtype=np.float64)[..., None] * inv
    emb = np.concatenate([f, f], -1)
    rot = np.concatenate([x[..., h:], -x[..., :h]], -1)
    return (x * np.cos(emb) + rot * np.sin(emb)).astype(x.dtype)
