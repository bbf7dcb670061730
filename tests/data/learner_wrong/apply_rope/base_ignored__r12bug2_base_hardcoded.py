# URL: https://github.com/Lightning-AI/litgpt/issues/2217
# Bug: the frequency base is hard-coded to 10000 and the `base` argument is ignored (wrong for rope_base = 1e6 etc.).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        np.broadcast_shapes(pos.shape, x.shape[:-1])
    except ValueError as exc:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from exc
    h = d // 2
    inv_freq = 1.0 / (10000.0 ** (np.arange(h, dtype=np.float64) * 2.0 / d))
    ang = pos[..., None].astype(np.float64) * inv_freq
    cos = np.concatenate([np.cos(ang)] * 2, axis=-1)
    sin = np.concatenate([np.sin(ang)] * 2, axis=-1)
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return (x * cos + rot * sin).astype(x.dtype)
