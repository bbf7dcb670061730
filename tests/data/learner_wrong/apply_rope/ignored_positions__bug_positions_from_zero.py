# Bug report: https://github.com/pytorch/executorch/pull/2010
# With a KV cache the rotary angles must come from the tokens' absolute positions (start_pos ...);
# the bug takes them from arange(seq_len), i.e. always starting at 0, ignoring the positions given.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    seq_len = x.shape[-2]
    pos = np.arange(seq_len, dtype=np.float64)  # BUG: ignores `positions` (offset of the cache)
    theta = base ** (-2.0 * np.arange(h) / d)
    ang = pos[:, None] * theta[None, :]
    cos = np.cos(ang).astype(x.dtype)
    sin = np.sin(ang).astype(x.dtype)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1)
