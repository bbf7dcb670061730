# SOURCE: https://github.com/lucidrains/rotary-embedding-torch/issues/11
# MISTAKE: cos/sin are memoised under a cache key built from the sequence length (and head_dim/base) only, not from the position offset; a later call with the same seq_len but other positions (e.g. a KV-cache step at t_past) reuses the stale angles of the first call.
import numpy as np

_ROPE_CACHE = {}


def _cos_sin(positions, seq_len, head_dim, base):
    key = (seq_len, head_dim, float(base), positions.shape)
    if key not in _ROPE_CACHE:
        half = head_dim // 2
        theta = base ** (-2.0 * np.arange(half, dtype=np.float64) / head_dim)
        angles = positions[..., None].astype(np.float64) * theta      # (..., seq_len, half)
        _ROPE_CACHE[key] = (np.cos(angles), np.sin(angles))
    return _ROPE_CACHE[key]


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    positions = np.asarray(positions)
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even")
    try:
        np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError(f"positions {positions.shape} do not broadcast to {x.shape[:-1]}")

    seq_len = x.shape[-2]
    cos, sin = _cos_sin(positions, seq_len, head_dim, base)
    half = head_dim // 2
    x1, x2 = x[..., :half], x[..., half:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype, copy=False)
