# https://github.com/huggingface/transformers/issues/47328 -- cos/sin built in the half-split layout (freqs concatenated twice) but the rotation pairs interleaved neighbours (2i, 2i+1) as in rotate_every_two: layouts mismatched, wrong for every head_dim >= 4.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    pos = np.asarray(positions)
    try:
        ok = np.broadcast_shapes(pos.shape, x.shape[:-1]) == x.shape[:-1]
    except ValueError:
        ok = False
    if not ok:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    inv = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    ang = pos[..., None].astype(np.float64) * inv
    emb = np.concatenate([ang, ang], axis=-1)          # half-split layout
    cos = np.cos(emb).astype(x.dtype)
    sin = np.sin(emb).astype(x.dtype)
    # rotate_every_two: (-x1, x0, -x3, x2, ...)
    rot = np.stack([-x[..., 1::2], x[..., 0::2]], axis=-1).reshape(x.shape)
    return (x * cos + rot * sin).astype(x.dtype)
