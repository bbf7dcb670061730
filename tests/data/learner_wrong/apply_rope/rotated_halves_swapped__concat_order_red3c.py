import numpy as np

# wrong: the two rotated halves are concatenated in the wrong order
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = base ** (-2.0 * np.arange(h) / d)
    a = np.asarray(positions, dtype=float)[..., None] * theta
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x2 * np.cos(a) + x1 * np.sin(a), x1 * np.cos(a) - x2 * np.sin(a)], axis=-1).astype(x.dtype)
