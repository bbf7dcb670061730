import numpy as np

# wrong: writes the rotation into x itself (and the second half then uses the already-rotated first half)
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    a = np.asarray(positions, dtype=float)[..., None] * theta
    c, s = np.cos(a), np.sin(a)
    x[..., :h] = x[..., :h] * c - x[..., h:] * s
    x[..., h:] = x[..., h:] * c + x[..., :h] * s
    return x
