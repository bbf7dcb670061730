# SOURCE: https://github.com/Tongjilibo/bert4torch/issues/1
# BUG: cos/sin are laid out as halves (pe[:, 1::2].repeat(1, 2), i.e. [theta_0..theta_k, theta_0..theta_k])
#      but the rotated partner is built as cat([-x[1::2], x[::2]]) (odd/even features), so the
#      frequencies do not line up with the feature pairs being rotated.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    half = d // 2
    inv_freq = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)          # (half,)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * inv_freq       # (..., half)
    cos = np.concatenate([np.cos(ang), np.cos(ang)], axis=-1)                # .repeat(1, 2)
    sin = np.concatenate([np.sin(ang), np.sin(ang)], axis=-1)
    x2 = np.concatenate([-x[..., 1::2], x[..., 0::2]], axis=-1)             # odd/even split (the bug)
    return (x * cos + x2 * sin).astype(x.dtype, copy=False)
