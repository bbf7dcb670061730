# https://github.com/raiyanyahya/how-to-train-your-gpt/issues/6
# Frequencies laid out with repeat_interleave ([t0, t0, t1, t1, ...], the adjacent-pair layout)
# but the rotation uses rotate_half (pairs i and i + d/2): feature i gets frequency theta_{i//2}
# and its partner i + h gets theta_{(i+h)//2}.
import numpy as np


def rotate_half(x):
    h = x.shape[-1] // 2
    return np.concatenate([-x[..., h:], x[..., :h]], axis=-1)


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    inv_freq = 1.0 / (base ** (np.arange(0, d, 2, dtype=np.float64) / d))
    freqs = np.repeat(inv_freq, 2)                       # repeat_interleave(2)
    ang = np.asarray(positions, dtype=np.float64)[..., None] * freqs
    cos, sin = np.cos(ang), np.sin(ang)
    return (x * cos + rotate_half(x) * sin).astype(x.dtype)
