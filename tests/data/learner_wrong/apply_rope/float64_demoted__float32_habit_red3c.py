import numpy as np

# wrong: casts x to float32 first ("GPU habit"): a float64 input comes back float32
def apply_rope(x, positions, base=10000.0):
    x = np.asarray(x, dtype=np.float32)
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = (base ** (-2.0 * np.arange(h) / d)).astype(np.float32)
    ang = np.asarray(positions)[..., None].astype(np.float32) * theta
    c, s = np.cos(ang), np.sin(ang)
    x1, x2 = x[..., :h], x[..., h:]
    return np.concatenate([x1 * c - x2 * s, x2 * c + x1 * s], axis=-1)
