# https://github.com/ml-explore/mlx-lm/pull/93
# Bug: position indices always start at zero for the tokens passed in (arange(seq_len)), ignoring `positions` (the tokens already in the KV cache / per-sentence offsets); correct only when positions == arange(seq_len).
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    seq_len = x.shape[-2]
    try:
        np.broadcast_to(np.asarray(positions), x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    pos = np.arange(seq_len, dtype=np.float64)  # bug: offset ignored
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta[None, :]
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1).astype(x.dtype)
