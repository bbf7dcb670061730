# Bug report: https://github.com/huggingface/transformers/pull/47403
# cos/sin built in the INTERLEAVED layout (each frequency repeated twice: c1, c1, c2, c2, ...) but
# applied with the half-split rotate_half: the two conventions mixed.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("odd head_dim")
    inv_freq = 1.0 / base ** (np.arange(0, d, 2) / d)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * inv_freq
    ang = np.repeat(ang, 2, axis=-1)                      # BUG: interleaved layout of the angles
    cos, sin = np.cos(ang).astype(x.dtype), np.sin(ang).astype(x.dtype)
    h = d // 2
    rot = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return x * cos + rot * sin
