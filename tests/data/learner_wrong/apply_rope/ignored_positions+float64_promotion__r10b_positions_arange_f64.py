# wrong: ignores the given positions and uses np.arange(seq_len) (0..seq_len-1, wrong with a KV-cache offset or per-sentence positions), AND returns float64 for float32 x (cos/sin float64 tables, never cast back)
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    pos = np.asarray(positions)
    if np.broadcast_shapes(pos.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions")
    h = d // 2
    t = x.shape[-2]
    theta = 1.0 / base ** (np.arange(h) * 2 / d)
    ang = np.arange(t)[:, None] * theta
    c, s = np.cos(ang), np.sin(ang)
    rot = np.concatenate([-x[..., h:], x[..., :h]], -1)
    return x * np.concatenate([c, c], -1) + rot * np.concatenate([s, s], -1)
