# mistake: rotate_half with the halves' signs swapped (rotates by -phi)
import numpy as np
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError
    h = d // 2
    inv = 1.0 / base ** (np.arange(0, d, 2) / d)
    ang = np.asarray(positions)[..., None] * inv
    c, s = np.cos(ang), np.sin(ang)
    rot = np.concatenate([x[..., h:], -x[..., :h]], -1)
    return (x * np.concatenate([c, c], -1) + rot * np.concatenate([s, s], -1)).astype(x.dtype)
