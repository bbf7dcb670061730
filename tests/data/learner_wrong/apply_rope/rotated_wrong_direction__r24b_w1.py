# MISTAKE: rotate_half is written as concatenate([x2, -x1]) instead of concatenate([-x2, x1]), so every pair is rotated by -phi (clockwise) instead of +phi.
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x2, -x1], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        pos = np.broadcast_to(pos, x.shape[:-1])
    except ValueError as exc:
        raise ValueError("positions do not broadcast to x.shape[:-1]") from exc
    inv_freq = 1.0 / (float(base) ** (np.arange(0, d, 2, dtype=np.float64) / d))   # (d/2,)
    freqs = pos[..., None].astype(np.float64) * inv_freq
    emb = np.concatenate([freqs, freqs], axis=-1)                                   # (..., seq, d)
    cos = np.cos(emb).astype(x.dtype)
    sin = np.sin(emb).astype(x.dtype)
    return x * cos + _rotate_half(x) * sin
