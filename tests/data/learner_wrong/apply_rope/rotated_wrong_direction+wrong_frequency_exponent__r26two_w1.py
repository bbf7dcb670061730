# MISTAKE: the frequencies use base ** (-arange(0, d, 2) / h), i.e. exponent 4i/d instead of 2i/d, so every pair except i = 0 turns at the wrong speed.
# MISTAKE: rotate_half returns [x2, -x1] instead of [-x2, x1], which rotates every pair by -phi instead of +phi.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    try:
        shp = np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as exc:
        raise ValueError(str(exc))
    if shp != x.shape[:-1]:
        raise ValueError("positions shape")
    h = d // 2
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2) / h))
    freqs = pos[..., None].astype(np.float64) * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)
    x1, x2 = x[..., :h], x[..., h:]
    rot = np.concatenate([x2, -x1], axis=-1)
    out = x * np.cos(emb) + rot * np.sin(emb)
    return out.astype(x.dtype)
