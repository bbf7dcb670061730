# SOURCE: https://github.com/RobertCsordas/moeut/pull/6
# BUG: the RoPE offset is not taken from the tokens' real positions (it was computed before the
#      cached K/V were concatenated), so during token-by-token decoding the query is rotated as if it
#      were still at position 0: positions restart at 0 for every call instead of using t_past.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2 != 0:
        raise ValueError("head_dim must be even")
    positions = np.asarray(positions)
    try:
        np.broadcast_shapes(positions.shape, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not broadcast to x.shape[:-1]")
    seq_len = x.shape[-2]
    pos = np.arange(seq_len, dtype=np.float64)           # BUG: offset ignored, positions start at 0
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta[None, :]                  # (seq_len, h)
    cos = np.cos(ang); sin = np.sin(ang)
    x1 = x[..., :h]; x2 = x[..., h:]
    out = np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
    return out.astype(x.dtype)
