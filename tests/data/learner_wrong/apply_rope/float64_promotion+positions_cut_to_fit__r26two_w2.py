# MISTAKE: positions longer than seq_len are silently cut to the last seq_len entries instead of raising ValueError.
# MISTAKE: cos/sin are float64 and the result is never cast back, so float32 x gives a float64 output.
import numpy as np


def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2 == 1:
        raise ValueError("head_dim must be even")
    seq_len = x.shape[-2]
    positions = np.asarray(positions, dtype=np.float64)
    if positions.shape[-1] > seq_len:
        positions = positions[..., -seq_len:]
    try:
        np.broadcast_to(positions, x.shape[:-1])
    except ValueError:
        raise ValueError("positions do not fit x")
    h = d // 2
    i = np.arange(h, dtype=np.float64)
    theta = base ** (-2.0 * i / d)
    phi = positions[..., None] * theta
    c, s = np.cos(phi), np.sin(phi)
    a, b = x[..., :h], x[..., h:]
    first = a * c - b * s
    second = b * c + a * s
    return np.concatenate([first, second], axis=-1)
