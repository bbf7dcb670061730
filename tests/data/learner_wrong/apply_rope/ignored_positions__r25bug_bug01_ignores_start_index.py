# SOURCE: https://github.com/keras-team/keras-hub/pull/1544
# MISTAKE: The given `positions` are ignored: the angles are always built from np.arange(seq_len), i.e. every call starts at position 0 (the LLaMA backbone ignored the start_index / cache_update_index during generation), so a token decoded at position t_past is rotated as if it were at position 0.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    head_dim = x.shape[-1]
    if head_dim % 2 != 0:
        raise ValueError("head_dim must be even")
    seq_len = x.shape[-2]
    positions = np.asarray(positions)
    try:
        np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")

    h = head_dim // 2
    inv_freq = base ** (-2.0 * np.arange(h) / head_dim)
    # rotary embedding computed for the current chunk
    pos = np.arange(seq_len, dtype=np.float64)
    angles = pos[:, None] * inv_freq[None, :]          # (seq_len, h)
    cos = np.cos(angles).astype(x.dtype)
    sin = np.sin(angles).astype(x.dtype)

    x1 = x[..., :h]
    x2 = x[..., h:]
    out1 = x1 * cos - x2 * sin
    out2 = x2 * cos + x1 * sin
    return np.concatenate([out1, out2], axis=-1).astype(x.dtype)
