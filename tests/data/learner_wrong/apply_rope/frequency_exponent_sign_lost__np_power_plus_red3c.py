import numpy as np

# wrong: theta_i = base^(+2i/d) (sign of the exponent lost): frequencies grow instead of shrinking
def apply_rope(x, positions, base=10000.0):
    d = x.shape[-1]
    if d % 2:
        raise ValueError("head_dim must be even")
    h = d // 2
    theta = np.power(base, 2.0 * np.arange(h) / d)
    a = np.asarray(positions, dtype=float)[..., None] * theta
    c, s = np.cos(a), np.sin(a)
    out = x.copy()
    out[..., :h] = x[..., :h] * c - x[..., h:] * s
    out[..., h:] = x[..., h:] * c + x[..., :h] * s
    return out
