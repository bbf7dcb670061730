# WRONG: ignores the given positions (uses arange(seq_len), so t_past offsets are lost) AND rotate_half sign flipped (rotation by -phi).
import numpy as np


def _rotate_half(t):
    h = t.shape[-1] // 2
    return np.concatenate([t[..., h:], -t[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd")
    positions = np.asarray(positions)
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    seq = x.shape[-2]
    t = np.arange(seq, dtype=np.float64)
    inv = 1.0 / base ** (np.arange(0, d, 2, dtype=np.float64) / d)
    emb = np.concatenate([np.outer(t, inv)] * 2, axis=-1)
    out = x * np.cos(emb) + _rotate_half(x) * np.sin(emb)
    return out.astype(x.dtype)
