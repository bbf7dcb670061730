# SOURCE: https://github.com/huggingface/transformers/issues/40462
# MISTAKE: implements the change proposed in the issue: the cos/sin tables are built with repeat_interleave
#          ([t0, t0, t1, t1, ...]) instead of cat((freqs, freqs)) while rotate_half still pairs feature i with i + h,
#          so the two features of a rotated pair get different angles and most features use the wrong frequency.
import numpy as np


def _rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    if np.broadcast_shapes(positions.shape, x.shape[:-1]) != x.shape[:-1]:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    inv_freq = 1.0 / (base ** (np.arange(0, head_dim, 2, dtype=np.float64) / head_dim))
    freqs = positions[..., None].astype(np.float64) * inv_freq
    emb = np.repeat(freqs, 2, axis=-1)
    cos = np.cos(emb)
    sin = np.sin(emb)
    out = x * cos + _rotate_half(x) * sin
    return out.astype(x.dtype)
